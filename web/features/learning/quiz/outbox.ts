import { createStore, del, get, update, type UseStore } from 'idb-keyval';
import type { AnswerValue } from '#shared/learning/attempts.ts';

/**
 * The answers of an attempt not yet acknowledged by the server, kept in IndexedDB (idb-keyval) so that a lost
 * connection, a reload or a closed tab loses none: each is sent until the server has it, and the server keeps an
 * answer once per client `seq` (a repeat changes nothing), so "until acknowledged" is "exactly once".
 */
export interface PendingAnswer {
  questionId: string;
  answer: AnswerValue | null;
  seq: number;
}

export interface Outbox {
  /** The latest answer per question not acknowledged yet. */
  pending: Record<string, PendingAnswer>;
  /** The highest seq this browser gave in this attempt. */
  lastSeq: number;
  /** The learner pressed Submit (or time ran out) and the submit has not reached the server yet. */
  submitPending?: boolean;
}

let store: UseStore | undefined;
// A store of its own: nothing else of the app can clear or read it by mistake.
const quizStore = () => (store ??= createStore('pathshala-quiz', 'outbox'));
const key = (attemptId: string) => `attempt:${attemptId}`;

/** Without IndexedDB (a private window of some browsers) the answers are kept in memory for the page's life. */
const memory = new Map<string, Outbox>();
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

const empty = (): Outbox => ({ pending: {}, lastSeq: 0 });

export async function readOutbox(attemptId: string): Promise<Outbox> {
  if (!hasIndexedDb()) return memory.get(attemptId) ?? empty();
  try {
    return (await get<Outbox>(key(attemptId), quizStore())) ?? empty();
  } catch {
    return memory.get(attemptId) ?? empty();
  }
}

async function change(attemptId: string, fn: (box: Outbox) => Outbox): Promise<Outbox> {
  let next = empty();
  const apply = (box: Outbox | undefined) => (next = fn(box ?? empty()));
  if (hasIndexedDb()) {
    try {
      await update<Outbox>(key(attemptId), apply, quizStore());
      return next;
    } catch {
      // IndexedDB refused (storage full, blocked): keep it in memory rather than lose it
    }
  }
  memory.set(attemptId, apply(memory.get(attemptId)));
  return next;
}

/**
 * Records an answer as given, with a seq above every one this attempt has seen here (`known`: the highest the server
 * answered), and answers it.
 */
export async function queueAnswer(
  attemptId: string,
  questionId: string,
  answer: AnswerValue | null,
  known: number,
): Promise<PendingAnswer> {
  let entry: PendingAnswer | undefined;
  await change(attemptId, (box) => {
    const seq = Math.max(box.lastSeq, known) + 1;
    entry = { questionId, answer, seq };
    return { ...box, lastSeq: seq, pending: { ...box.pending, [questionId]: entry } };
  });
  return entry!;
}

/** The server has `questionId` up to `seq`: the entry goes unless a newer answer was queued meanwhile. */
export function acknowledge(attemptId: string, questionId: string, seq: number): Promise<Outbox> {
  return change(attemptId, (box) => {
    const entry = box.pending[questionId];
    if (!entry || entry.seq > seq) return box;
    const { [questionId]: _gone, ...rest } = box.pending;
    return { ...box, pending: rest };
  });
}

export function markSubmitPending(attemptId: string, value: boolean): Promise<Outbox> {
  return change(attemptId, (box) => ({ ...box, submitPending: value }));
}

/** The attempt is graded: nothing of it is kept. */
export async function clearOutbox(attemptId: string): Promise<void> {
  memory.delete(attemptId);
  if (!hasIndexedDb()) return;
  try {
    await del(key(attemptId), quizStore());
  } catch {
    // nothing to clear
  }
}
