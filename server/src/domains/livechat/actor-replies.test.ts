import { actorReply, replyDelay } from './actor-replies';

describe('the simulated actor’s lines', () => {
  const first = () => 0;

  it('answers in the guest’s language, English for an unknown one', () => {
    const greetings = ['de', 'en', 'nl', 'es'].map((language) => actorReply({ kind: 'greeting' }, language, first));
    expect(new Set(greetings).size).toBe(4);
    expect(actorReply({ kind: 'greeting' }, 'fr', first)).toBe(actorReply({ kind: 'greeting' }, 'en', first));
  });

  it('greets back a greeting, takes up a question, and names the gift or toy it thanks for', () => {
    const hello = actorReply({ kind: 'text', text: 'Hallo!' }, 'de', first);
    const question = actorReply({ kind: 'text', text: 'Wie geht es dir?' }, 'de', first);
    const chat = actorReply({ kind: 'text', text: 'Schönes Zimmer' }, 'de', first);
    expect(new Set([hello, question, chat]).size).toBe(3);
    expect(actorReply({ kind: 'gift', giftName: 'Rose' }, 'es', first)).toContain('Rose');
    expect(actorReply({ kind: 'toy', toyName: 'Waves' }, 'nl', first)).toContain('Waves');
  });

  it('draws every line of a kind and never runs past the list', () => {
    const drawn = new Set([0, 0.34, 0.67, 0.999999, 1].map((roll) => actorReply({ kind: 'greeting' }, 'en', () => roll)));
    expect(drawn.size).toBe(3);
  });

  it('types for one to three times the delay', () => {
    expect(replyDelay(1000, () => 0)).toBe(1000);
    expect(replyDelay(1000, () => 1)).toBe(3000);
  });
});
