import { useForm } from 'react-hook-form';
import { saveBlob } from '@/ui/download';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { fetchPassengerList } from '../booking-mail.api';
import { REQUIRED } from '../booking-forms';

/** Download Passenger List (agents): the CSV of their company's passengers departing on a date. */
export function PassengerListModal({ onClose }: { onClose: () => void }) {
  const { notify } = useToast();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { departureDate: '' } });
  return (
    <FormModal
      title="Download Passenger List"
      submitLabel="Download"
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(async ({ departureDate }) => {
        try {
          saveBlob(await fetchPassengerList(departureDate), `passengers-${departureDate}.csv`);
          onClose();
        } catch (error) {
          notify({ kind: 'error', title: 'Download failed', text: errorMessage(error) });
        }
      })}
    >
      <TextField label="Departure date" type="date" required error={formState.errors.departureDate?.message} {...register('departureDate', REQUIRED)} />
    </FormModal>
  );
}
