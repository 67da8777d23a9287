import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { useStaffMutation } from '../use-staff-mutation';

/** Deletes one piece of public content after a confirmation. */
export function DeleteButton({ path, what }: { path: string; what: string }) {
  const remove = useStaffMutation({
    mutationFn: () => apiFetch(path, { method: 'DELETE' }),
    success: `${what} deleted.`,
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={remove.isPending}
      onClick={() => {
        if (window.confirm(`Delete ${what}? It disappears from the public site.`)) remove.mutate(undefined);
      }}
    >
      Delete
    </Button>
  );
}
