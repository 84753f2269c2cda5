import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useDeclineConsultation } from '../api';

const REASON_LIMIT = 300;

/** Decline with a short reason, which the person reads in the app and in an email. */
export function DeclineDialog({ requestId, name }: { requestId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decline = useDeclineConsultation();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline {name}&apos;s request</DialogTitle>
          <DialogDescription>They see your reason, so keep it short and kind.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const text = reason.trim();
            const problem = !text
              ? 'Give a short reason'
              : text.length > REASON_LIMIT
                ? `Keep the reason to ${REASON_LIMIT} characters`
                : undefined;
            setError(problem);
            if (problem) return;
            decline.mutate(
              { request_id: requestId, reason: text },
              {
                onSuccess: () => {
                  setOpen(false);
                },
              },
            );
          }}
        >
          <FormField
            label="Reason"
            required
            error={error}
            description={`${reason.length}/${REASON_LIMIT} characters.`}
          >
            <Textarea
              rows={3}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              {decline.isPending ? 'Declining...' : 'Decline request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
