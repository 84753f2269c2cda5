import { BackLink } from '@/components/back-link';
import { paths } from '@/lib/paths';

/** The way from a public lesson or calculator to the list of them all (/learn), where the dashboard has its own. */
export function LearnBackLink() {
  return <BackLink to={paths.learnIndex}>All free lessons and calculators</BackLink>;
}
