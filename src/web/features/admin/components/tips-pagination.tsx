import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/web/components/ui/button';

type TProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

export const TipsPagination = ({ page, pageCount, onPageChange }: TProps) => (
  <nav aria-label="Tip pages" className="flex items-center justify-between gap-3">
    <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
      <ChevronLeft aria-hidden="true" />
      Previous
    </Button>
    <p className="tabular text-muted text-sm" aria-live="polite">
      Page {page} of {pageCount}
    </p>
    <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
      Next
      <ChevronRight aria-hidden="true" />
    </Button>
  </nav>
);
