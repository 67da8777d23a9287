import { NotFoundContent } from '../../components/not-found-content';

export function NotFoundPage() {
  return <NotFoundContent />;
}
