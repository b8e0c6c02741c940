import type { TAdminTip } from '~/domain/admin-tips.contract';
import { useDeleteTip } from '../api/delete-tip';
import { AdminTipRow } from './admin-tip-row';

/** One card per tip: stacked on a phone, a table-like row from md up. */
export const AdminTipList = ({ tips }: { tips: TAdminTip[] }) => {
  const deleteTip = useDeleteTip();
  return (
    <ul aria-label="Tips" className="space-y-3">
      {tips.map((tip) => (
        <AdminTipRow key={tip.id} tip={tip} onDelete={() => deleteTip.mutate(tip.id)} />
      ))}
    </ul>
  );
};
