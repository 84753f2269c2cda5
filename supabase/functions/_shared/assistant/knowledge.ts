/** What the assistant knows: passages of the app's own content, each tied to the page it comes from. */
export interface KnowledgeDoc {
  id: string;
  /** The page title, used in answers and links. */
  title: string;
  /** An app path, e.g. /dashboard/solutions/income-for-life. */
  url: string;
  /** 'fact': one of a lesson's quick answers; its summary is the answer, its url the lesson's. */
  kind: 'solution' | 'article' | 'tool' | 'help' | 'fact';
  /** Two or three sentences that answer "what is this and who is it for". */
  summary: string;
  /** The rest of the page's text, for retrieval only. */
  text: string;
  /** Words people use for this topic that the page may not. */
  keywords: string[];
}
