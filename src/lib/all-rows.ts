/** PostgREST answers at most 1,000 rows a request (max_rows): read a table page by page. */
export const PAGE_ROWS = 1000;

/** Every row of a query, a page at a time; the query must have a stable order (ending in a unique column). */
export async function allRows<Row>(
  page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: Error | null }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await page(from, from + PAGE_ROWS - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE_ROWS) return rows;
  }
}
