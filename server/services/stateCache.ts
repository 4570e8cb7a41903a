// Whole answers kept for ONE database state (db/dialect.ts stateTokenSql): an answer stored under
// the state its statement read is served again only while the state a request's session read is
// the same text, i.e. nothing at all was committed in between, so a hit is exactly what the
// database would answer and no change can be missed, whichever table or process wrote it. A new
// state drops every answer. Answers of one node's memory: nothing to invalidate across nodes.

export class StateCache<Answer = string> {
  private state: string | undefined;
  private readonly answers = new Map<string, Answer>();

  /** `limit` answers at most, the oldest dropped first. */
  constructor(private readonly limit: number) {}

  get(state: string | null, key: string): Answer | undefined {
    return state !== null && state === this.state ? this.answers.get(key) : undefined;
  }

  set(state: string, key: string, answer: Answer): void {
    if (state !== this.state) {
      this.state = state;
      this.answers.clear();
    }
    if (this.answers.size >= this.limit) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, answer);
  }
}
