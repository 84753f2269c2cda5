import type { SolutionSlug } from '../slugs';

/** A titled point: a benefit, a pain point, an audience group, a step. */
export interface Point {
  readonly title: string;
  readonly text: string;
}

export interface Statistic {
  readonly value: string;
  readonly label: string;
  readonly source: string;
}

/** A label and its figure, as in the figures of a worked example. */
export interface Figure {
  readonly label: string;
  readonly value: string;
}

/** The extra sections docs/product-spec.md §2 names for Income For Life, Final Expense Plan and Plans for Children. */
export type ExtraSectionId =
  | 'risks-solved'
  | 'longevity-example'
  | 'solution-types'
  | 'income-comparison'
  | 'withdrawal-example'
  | 'case-study'
  | 'funeral-costs'
  | 'coverage'
  | 'premiums-by-age'
  | 'application-process'
  | 'plan-types'
  | 'college-savings'
  | 'guaranteed-insurability'
  | 'family-example'
  | 'age-guidelines';

interface SectionBase {
  /** Also the id of the section's heading, so it must be unique on its page. */
  readonly id: ExtraSectionId;
  readonly title: string;
  readonly intro?: string;
  /** Fine print under the section: what the figures assume, what varies. */
  readonly note?: string;
}

export interface ListSection extends SectionBase {
  readonly kind: 'list';
  readonly items: readonly Point[];
}

export interface StepsSection extends SectionBase {
  readonly kind: 'steps';
  readonly steps: readonly Point[];
}

/** A table whose first column names each row. */
export interface TableSection extends SectionBase {
  readonly kind: 'table';
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface ExampleSection extends SectionBase {
  readonly kind: 'example';
  readonly paragraphs: readonly string[];
  readonly figures?: readonly Figure[];
}

export interface CostItem {
  readonly label: string;
  readonly low: number;
  readonly high: number;
  /** The top of the range is a floor, not a ceiling ("$4,000+"). */
  readonly openEnded?: boolean;
}

/** Line items with dollar ranges; the page adds them up, so the total always matches its parts. */
export interface CostBreakdownSection extends SectionBase {
  readonly kind: 'cost-breakdown';
  readonly items: readonly CostItem[];
  readonly totalLabel: string;
}

export interface IncomeSource {
  readonly label: string;
  /** Dollars a year. */
  readonly amount: number;
}

export interface IncomeScenario {
  readonly label: string;
  readonly sources: readonly IncomeSource[];
}

export interface IncomeComparisonSection extends SectionBase {
  readonly kind: 'income-comparison';
  readonly scenarios: readonly IncomeScenario[];
}

export type ExtraSection =
  ListSection | StepsSection | TableSection | ExampleSection | CostBreakdownSection | IncomeComparisonSection;

/** Everything one solution page shows; the page is one component over seven of these. */
export interface SolutionContent {
  readonly slug: SolutionSlug;
  readonly title: string;
  readonly tagline: string;
  readonly intro: readonly string[];
  /** Our own illustration in public/solutions/. */
  readonly hero: { readonly src: string; readonly alt: string };
  readonly audience: readonly Point[];
  readonly benefits: readonly Point[];
  readonly painPoints: readonly Point[];
  readonly statistics: readonly Statistic[];
  readonly extras: readonly ExtraSection[];
  readonly related: readonly SolutionSlug[];
  /** Prefills the AI chat opened from the page. */
  readonly chatPrompt: string;
}
