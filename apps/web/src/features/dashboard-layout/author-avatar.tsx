import { initials } from '@app/contracts/initials';
import { cn } from '../../components/ui/cn';
import { useAvatarSrc } from './use-avatar-src';

/** The author's photo, or their initials on gold. */
export function AuthorAvatar({
  avatarUrl,
  fullName,
  email,
  className,
}: {
  avatarUrl: string | null | undefined;
  fullName: string | null | undefined;
  email: string | null | undefined;
  className?: string;
}) {
  const src = useAvatarSrc(avatarUrl);
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gold font-bold text-ink-dark',
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials({ fullName, email })}</span>
      )}
    </span>
  );
}
