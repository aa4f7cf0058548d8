import { Worker } from 'node:worker_threads';
import { HttpError } from '../../http/errors';

/**
 * zxcvbn's score 2 means about a million guesses or more: out of reach of an online attack that the
 * login limits slow down. Below it are the common-password list (the 30,000 most used), dictionary
 * words with a year or a digit, keyboard walks, sequences and repeats.
 */
const MIN_SCORE = 2;
/** zxcvbn looks at this many leading characters; the rest of a longer password only adds strength. */
const CHECKED_LENGTH = 64;

/**
 * zxcvbn runs in a worker thread: its dictionaries are some megabytes (loaded on the first check,
 * never in a browser) and one check of a repetitive 64-character password takes 100-200 ms of CPU,
 * which must not stall every other request on the event loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const zxcvbn = new ZxcvbnFactory({
  maxLength: workerData.maxLength,
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  parentPort.postMessage({ id, score: zxcvbn.check(password, userInputs).score });
});
`;

interface Pending {
  resolve(score: number): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorker(): Worker {
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: require.resolve('@zxcvbn-ts/core'),
      common: require.resolve('@zxcvbn-ts/language-common'),
      en: require.resolve('@zxcvbn-ts/language-en'),
      maxLength: CHECKED_LENGTH,
    },
  });
  started.on('message', ({ id, score }: { id: number; score: number }) => {
    pending.get(id)?.resolve(score);
    pending.delete(id);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`password checker exited with code ${code}`)));
  // An idle checker never keeps a process (or a test run) alive; after the listeners, which ref it again.
  started.unref();
  return started;
}

function score(password: string, userInputs: string[]): Promise<number> {
  worker ??= startWorker();
  const id = (nextId += 1);
  const checker = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    checker.postMessage({ id, password, userInputs });
  });
}

/**
 * Whether a password is too easy to guess: blank (only white space of any kind) or scored below
 * MIN_SCORE. `userInputs` (the address, the name) count as known words, so they do not make a password.
 */
export async function isWeakPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  if (password.trim() === '') return true;
  return (await score(password, userInputs)) < MIN_SCORE;
}

/** Throws 422 weak_password for a weak password (signup, password change, password reset). */
export async function assertStrongPassword(password: string, userInputs: string[] = []): Promise<void> {
  if (await isWeakPassword(password, userInputs)) {
    throw new HttpError(422, 'weak_password', 'This password is too easy to guess. Please choose a longer or less common one.');
  }
}
