import type { Theme } from '@emotion/react';
import type { GameType } from '@vx/shared/events';

export type SkillGameType = 'wiesnShooting' | 'wiesnBude' | 'venusAttacks' | 'wiesnGaudi' | 'wetAndWild' | 'spitOrSwallow';

/** Each skill game's art on the one engine: the field's backdrop and the target's look. */
export const SKILL_THEMES: Record<SkillGameType, { field: string; target: (theme: Theme) => Record<string, string | number> }> = {
  wiesnShooting: {
    field: 'linear-gradient(180deg, #1f3a5f 0%, #274b78 60%, #5a3b22 60%, #6b4527 100%)',
    target: () => ({ borderRadius: '50%', background: 'radial-gradient(circle, #fff 0 18%, #d32f2f 18% 38%, #fff 38% 58%, #d32f2f 58% 78%, #fff 78%)' }),
  },
  wiesnBude: {
    field: 'repeating-linear-gradient(90deg, #0d47a1 0 24px, #f5f5f5 24px 48px)',
    target: () => ({ borderRadius: '50% 50% 12% 50%', transform: 'translate(-50%, -50%) rotate(45deg)', background: '#8d4b25', border: '3px solid #f8bbd0' }),
  },
  venusAttacks: {
    field: 'radial-gradient(circle at 30% 20%, #4a148c, #12005e 70%)',
    target: (theme) => ({ borderRadius: '50%', background: theme.colors.primary, boxShadow: '0 0 16px 4px #f48fb1' }),
  },
  wiesnGaudi: {
    field: 'linear-gradient(180deg, #33691e, #1b5e20)',
    target: () => ({ borderRadius: '40%', background: '#a0522d', border: '6px solid #6d3416' }),
  },
  wetAndWild: {
    field: 'linear-gradient(180deg, #0277bd, #01579b)',
    target: () => ({ borderRadius: '50% 50% 50% 0', transform: 'translate(-50%, -50%) rotate(-45deg)', background: '#4fc3f7', border: '3px solid #e1f5fe' }),
  },
  spitOrSwallow: {
    field: 'linear-gradient(180deg, #37474f, #263238)',
    target: () => ({ borderRadius: '50% 50% 50% 0', transform: 'translate(-50%, -50%) rotate(-45deg)', background: '#eceff1', border: '3px solid #b0bec5' }),
  },
};

export const isSkillGame = (type: GameType): type is SkillGameType => type in SKILL_THEMES;
