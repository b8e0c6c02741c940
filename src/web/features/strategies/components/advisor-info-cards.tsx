import { ChartColumn, RefreshCw, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { PERSONAL_ADVISOR_MIN_SETTLED_BETS } from '~/domain/advisor';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';

const INFO_CARDS: ReadonlyArray<{ title: string; icon: ReactNode; text: string }> = [
  {
    title: 'Data Analysis',
    icon: <ChartColumn aria-hidden="true" className="size-5 text-brand-600" />,
    text: `For Lifetime members with ${PERSONAL_ADVISOR_MIN_SETTLED_BETS} or more settled bets, the advisor works out strike rate, profit and ROI from your own tracked bets, by bet type, odds band and course; everyone else gets set guidance for the chosen style.`,
  },
  {
    title: 'Adaptive Learning',
    icon: <RefreshCw aria-hidden="true" className="size-5 text-brand-600" />,
    text: 'No model is trained on your data: the strategy is worked out again from your settled bets each time you generate it, so it changes as your record grows.',
  },
  {
    title: 'Personalization',
    icon: <UserCog aria-hidden="true" className="size-5 text-brand-600" />,
    text: 'The style you pick, and the words in a custom request, set the advice and the stake sizes; every plan keeps to at most 10% of your bankroll a bet and a day.',
  },
];

/** How the advisor works, in three cards under it. */
export const AdvisorInfoCards = () => (
  <ul className="grid gap-4 md:grid-cols-3">
    {INFO_CARDS.map((card) => (
      <li key={card.title}>
        <Card className="h-full">
          <CardHeader>
            <CardTitle as="h3" className="flex items-center gap-2 text-base">
              {card.icon}
              {card.title}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-muted text-sm">{card.text}</p>
          </CardContent>
        </Card>
      </li>
    ))}
  </ul>
);
