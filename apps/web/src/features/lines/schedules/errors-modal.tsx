import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';

/** The schedule's error list (spec part 2, 2.10 and 8: "Event errors are listed in a modal titled "Errors" with OK"). */
export function ErrorsModal({ errors, onClose }: { errors: string[]; onClose: () => void }) {
  return (
    <Modal open={errors.length > 0} title="Errors" onClose={onClose} size="md" footer={<Button onClick={onClose}>OK</Button>}>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
        {errors.map((e, i) => (
          <li key={i}>{e}</li>
        ))}
      </ul>
    </Modal>
  );
}
