import { CircleCheck } from 'lucide-react';
import type { ExtraSection as ExtraSectionContent } from '../content/types';
import { CostBreakdown } from './cost-breakdown';
import { DataTable } from './data-table';
import { ExampleCard } from './example-card';
import { IncomeComparison } from './income-comparison';
import { PageSection } from './page-section';
import { PointGrid } from './point-grid';
import { StepsList } from './steps-list';

function SectionBody({ section }: { section: ExtraSectionContent }) {
  switch (section.kind) {
    case 'list':
      return <PointGrid points={section.items} icon={CircleCheck} />;
    case 'steps':
      return <StepsList steps={section.steps} />;
    case 'table':
      return <DataTable caption={section.title} columns={section.columns} rows={section.rows} />;
    case 'example':
      return <ExampleCard paragraphs={section.paragraphs} figures={section.figures} />;
    case 'cost-breakdown':
      return <CostBreakdown caption={section.title} items={section.items} totalLabel={section.totalLabel} />;
    case 'income-comparison':
      return <IncomeComparison scenarios={section.scenarios} />;
  }
}

/** One of the extra sections of Income For Life, Final Expense Plan or Plans for Children. */
export function ExtraSection({ section }: { section: ExtraSectionContent }) {
  return (
    <PageSection id={section.id} title={section.title} intro={section.intro} note={section.note}>
      <SectionBody section={section} />
    </PageSection>
  );
}
