import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useDeleteProvince } from './provinces.api';
import type { ProvinceDto } from './province.types';

/** Delete after a confirmation; a province with cities is refused by the API, whose message names them. */
export function ProvinceDeleteButton({ province }: { province: Pick<ProvinceDto, 'id' | 'name'> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const remove = useDeleteProvince();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(province.id);
      notify({ kind: 'success', title: 'Province deleted', text: province.name });
      void navigate('/provinces');
    } catch (error) {
      notify({ kind: 'error', title: 'The province was not deleted', text: errorMessage(error) });
    }
    setConfirming(false);
  };

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        message={<p className="text-sm text-slate-800">Delete the province {province.name}?</p>}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
