import { themes } from './theme';
import { focusRing } from './focusRing';

describe('focusRing', () => {
  it("marks keyboard focus only, in each brand's accent", () => {
    for (const theme of Object.values(themes)) {
      expect(focusRing(theme)).toEqual({ '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 } });
    }
  });
});
