import { NO_QUESTIONS_KEY, PurchaseQuestions } from './purchaseQuestions';

const video = { item: 'video', price: 49, resumed: false } as const;

describe('PurchaseQuestions', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('opens one question at a time and settles it with the answer', async () => {
    const questions = new PurchaseQuestions();
    const first = questions.ask(video);
    expect(questions.open$.value?.question).toEqual(video);
    const second = questions.ask({ ...video, item: 'album' });
    // The newer question replaced the older, whose purchase is not made.
    await expect(first).resolves.toBe(false);
    questions.open$.value!.answer(true);
    await expect(second).resolves.toBe(true);
    expect(questions.open$.value).toBeNull();
  });

  it('asks no more in this session once the guest opted out, except for a purchase resumed after a top-up', async () => {
    const questions = new PurchaseQuestions();
    questions.optOut();
    expect(window.sessionStorage.getItem(NO_QUESTIONS_KEY)).not.toBeNull();
    await expect(questions.ask(video)).resolves.toBe(true);
    expect(questions.open$.value).toBeNull();
    const resumed = questions.ask({ ...video, resumed: true });
    expect(questions.open$.value?.question.resumed).toBe(true);
    questions.open$.value!.answer(false);
    await expect(resumed).resolves.toBe(false);
  });

  it('asks every time when the storage refuses', async () => {
    const questions = new PurchaseQuestions(() => {
      throw new Error('denied');
    });
    questions.optOut();
    void questions.ask(video);
    expect(questions.open$.value).not.toBeNull();
  });
});
