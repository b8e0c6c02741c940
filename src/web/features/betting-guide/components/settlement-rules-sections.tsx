import { Flag, Scale } from 'lucide-react';
import { BETTING_GUIDE } from '~/content/betting-guide';
import { PageSection } from '~/web/components/page-section';
import { WorkedExample } from './worked-example';

const { rule4, deadHeats } = BETTING_GUIDE;

export const Rule4Section = () => (
  <PageSection
    id="rule-4"
    title="Rule 4: when a horse is withdrawn"
    icon={Scale}
    intro={<p>{rule4.explanation}</p>}
  >
    <div className="grid gap-5 lg:grid-cols-[22rem_1fr] lg:items-start">
      <div className="overflow-hidden rounded-card border border-line bg-card shadow-card">
        <table className="w-full text-left text-sm">
          <caption className="border-line border-b bg-brand-50 px-4 py-3 text-left font-bold text-brand">
            Rule 4(c) deductions
          </caption>
          <thead className="text-muted text-xs uppercase tracking-wide">
            <tr className="border-line border-b">
              <th scope="col" className="px-4 py-2 font-medium">
                Withdrawn horse's price
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Deduction
              </th>
            </tr>
          </thead>
          <tbody className="tabular">
            {rule4.scale.map((row) => (
              <tr key={row.prices} className="border-line border-b last:border-b-0">
                <th scope="row" className="px-4 py-2 font-medium text-ink">
                  {row.prices}
                </th>
                <td className="whitespace-nowrap px-4 py-2 text-right font-semibold text-ink">
                  {row.pence === 0 ? 'None' : `${row.pence}p in the £`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="border-line border-t px-4 py-2 text-muted text-xs">{rule4.scaleNote}</p>
      </div>
      <WorkedExample example={rule4.example} level={3} />
    </div>
  </PageSection>
);

export const DeadHeatsSection = () => (
  <PageSection id="dead-heats" title="Dead heats" icon={Flag} intro={<p>{deadHeats.explanation}</p>}>
    <WorkedExample example={deadHeats.example} level={3} />
  </PageSection>
);
