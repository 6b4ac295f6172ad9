import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

/**
 * The save button under each of the site content's forms: idle until the form holds a change, pending
 * while it is saved.
 */
export function SaveChanges({
  form,
  children,
}: {
  form: { submitting: boolean; isDirty: boolean };
  children: ReactNode;
}) {
  return (
    <div className="form-actions-inline">
      <Button type="submit" variant="primary" isPending={form.submitting} isDisabled={!form.isDirty}>
        {children}
      </Button>
    </div>
  );
}
