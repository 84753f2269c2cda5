import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MarkdownMessage } from './markdown-message';

const renderMarkdown = (text: string) =>
  render(
    <MemoryRouter>
      <MarkdownMessage text={text} />
    </MemoryRouter>,
  );

describe('MarkdownMessage', () => {
  it('renders app links as in-app links and web links in a new tab', () => {
    renderMarkdown(
      'See [Income For Life](/dashboard/solutions/income-for-life) and [SSA](https://www.ssa.gov/).',
    );
    expect(screen.getByRole('link', { name: 'Income For Life' })).toHaveAttribute(
      'href',
      '/dashboard/solutions/income-for-life',
    );
    const external = screen.getByRole('link', { name: 'SSA' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never makes a javascript: link', () => {
    const { container } = renderMarkdown(
      '[click me](javascript:alert(1)) and <a href="javascript:alert(2)">x</a>',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const hrefs = [...container.querySelectorAll('[href]')].map((el) => el.getAttribute('href'));
    expect(hrefs).toEqual([]);
    expect(container).toHaveTextContent('<a href="javascript:alert(2)">x</a>');
  });

  it('shows raw HTML as text instead of rendering it', () => {
    const { container } = renderMarkdown('<img src=x onerror="alert(1)"> <script>alert(1)</script> **bold**');
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });

  it('loads no remote image: a Markdown image shows its description only', () => {
    const { container } = renderMarkdown(
      'Look ![your balance](https://tracker.example/p.png?u=1) and ![](https://x.example/a.png)',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('tracker.example');
    expect(container).toHaveTextContent('Look [image: your balance] and');
  });

  it('renders lists', () => {
    renderMarkdown('- one\n- two');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
