import type { AuthorProfile } from '@app/contracts/dashboard-api';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@app/contracts/dashboard-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '../../lib/toast';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AuthorAvatar } from '../dashboard-layout/author-avatar';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';

/** Checked in the browser first; the server checks the real type and size again. */
function problemWith(file: File): string | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'Use a PNG, JPEG, WebP or GIF image';
  if (file.size > AVATAR_MAX_BYTES) return 'The photo must be at most 5 MB';
  return null;
}

/** The profile photo with its upload button. */
export function AvatarUpload({ profile, userId }: { profile: AuthorProfile; userId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch<AuthorProfile>('/api/me/avatar', { method: 'PUT', body });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(dashboardQueries.profile(userId).queryKey, updated);
      toast.success('Photo updated.');
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : 'Unable to upload the photo');
    },
  });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = problemWith(file);
    if (problem) toast.error(problem);
    else upload.mutate(file);
  };

  return (
    <div className="relative h-24 w-24">
      <AuthorAvatar
        avatarUrl={profile.avatar_url}
        fullName={profile.full_name}
        email={profile.email}
        className="h-24 w-24 text-2xl"
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-label="Upload a profile photo"
        className="absolute -right-1 -bottom-1 flex h-9 w-9 items-center justify-center rounded-full border-2 border-white bg-ink text-white hover:bg-ink-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-60"
      >
        <Camera aria-hidden="true" className="h-4 w-4" />
      </button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_CONTENT_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
