import { AdviceNote } from './components/advice-note';
import { ToolCard } from './components/tool-card';
import { TOOLS } from './tools';
import { PageHeader } from '@/components/page-header';
import { CalculatorList } from '@/features/calculators';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { TOOLS_PAGE } from './tools';

/** /dashboard/financial-tools: the quiz, the coach and the seven solutions (docs/product-spec.md §2), then the calculators. */
export function ToolsPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Financial Tools & Resources"
        description="Find out what fits you with the quiz or the coach, or read about each of our seven solutions. Open a card to go to it, or choose Details for a summary and a free call."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
      <CalculatorList />
      <AdviceNote />
    </div>
  );
}
