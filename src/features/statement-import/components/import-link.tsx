import { FileUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { IMPORT_TEXT } from '../content';

/** "Import a bank statement", where bills, paydays and the check-up's numbers would otherwise be typed. */
export function ImportStatementLink({ variant = 'outline' }: { variant?: 'outline' | 'default' | 'link' }) {
  return (
    <Button asChild variant={variant}>
      <Link to={paths.dashboard.importStatement}>
        <FileUp aria-hidden /> {IMPORT_TEXT.title}
      </Link>
    </Button>
  );
}
