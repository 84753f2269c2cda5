/**
 * The text to show for a change that failed: the database's own words when it refused the input
 * and said why (22023, or P0001 from a plain `raise exception`), else `fallback`, so that a fault
 * never reaches the user as a raw message.
 */
export function refusalOr(fallback: string) {
  return (error: Error): string => {
    const code = (error as { code?: unknown }).code;
    return code === '22023' || code === 'P0001' ? error.message : fallback;
  };
}
