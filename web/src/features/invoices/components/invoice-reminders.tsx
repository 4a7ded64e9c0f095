import { INVOICE_REMINDER_LABELS, isOwing, type Invoice } from "@atelier/contracts";
import { CheckboxField } from "@/components/form-field";
import { useInvoiceReminders } from "@/features/invoices/queries/use-invoice-actions";
import { useStudioDates } from "@/lib/studio-time-zone";

/** The payment reminders the client was sent about an issued invoice, and, while it is owed, the switch that pauses them. */
export function InvoiceReminders({ invoice }: { invoice: Invoice }) {
  const { formatDateTime } = useStudioDates();
  const change = useInvoiceReminders(invoice);
  const owing = isOwing(invoice.status);
  if (!owing && invoice.reminders.length === 0) return null;
  return (
    <div className="grid gap-2 text-sm">
      {invoice.reminders.length > 0 && (
        <ul aria-label={`Reminders about ${invoice.number}`} className="grid gap-1 text-muted-foreground">
          {invoice.reminders.map((reminder) => (
            <li key={reminder.stage} className="break-words">
              Reminder “{INVOICE_REMINDER_LABELS[reminder.stage]}”{" "}
              {reminder.sentAt ? `sent to ${reminder.sentTo} on ${formatDateTime(reminder.sentAt)}` : reminder.failedReason ? <span className="text-destructive">not sent: {reminder.failedReason}</span> : "being sent"}
            </li>
          ))}
        </ul>
      )}
      {owing && (
        <CheckboxField
          label="Send payment reminders for this invoice"
          checked={!invoice.remindersPaused}
          disabled={change.isPending}
          onChange={(event) => change.mutate(!event.currentTarget.checked)}
        />
      )}
    </div>
  );
}
