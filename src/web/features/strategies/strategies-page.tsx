import { PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoonPage } from '~/web/components/coming-soon-page';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent } from '~/web/components/ui/card';
import { useViewer } from '~/web/lib/api/use-viewer';

/**
 * The strategies area until its screens land. It already carries the route to the first Add New Tip form
 * (spec 2), shown to a signed-in administrator only; the server refuses anyone else's tip either way.
 */
export const StrategiesPage = () => {
  const { isAdmin } = useViewer();
  return (
    <ComingSoonPage
      title="Betting Strategies"
      description="Popular strategies, advanced analysis and the AI Strategy Advisor."
    >
      {isAdmin ? (
        <Card className="mt-4">
          <CardContent className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-ink">Publishing today's selections?</p>
              <p className="mt-1 text-muted text-sm">Add a tip for a race on today's card.</p>
            </div>
            <Button asChild>
              <Link to="/tips/new">
                <PlusCircle aria-hidden="true" className="size-4" />
                Add New Tip
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </ComingSoonPage>
  );
};
