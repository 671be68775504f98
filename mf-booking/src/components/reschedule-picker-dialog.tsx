// Rescheduling with the date/time picker in a modal (/bookings' Edit menu):
// the picker opens on the booking's own slot, shown as Current.
import type { Booking } from '@marketplace/shared-api/types';
import { Modal } from '@marketplace/shared-ui/modal';
import { DateTimePicker, type DateTimeSelection } from './date-time-picker/date-time-picker';

export interface ReschedulePickerDialogProps {
  booking: Booking | null;
  busy: boolean;
  onSubmit: (booking: Booking, selection: DateTimeSelection) => void;
  onClose: () => void;
}

export function ReschedulePickerDialog({ booking, busy, onSubmit, onClose }: ReschedulePickerDialogProps) {
  return (
    <Modal open={booking !== null} onClose={onClose} title="Reschedule booking" size="4xl">
      {booking && (
        <DateTimePicker
          consultantId={booking.consultantId}
          initialDate={booking.date}
          initialTime={booking.startTime}
          duration={booking.duration}
          submitting={busy}
          onContinue={(selection) => onSubmit(booking, selection)}
        />
      )}
    </Modal>
  );
}
