import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { SpinwheelInfo } from '@vx/shared';
import { pointAt, SPIN_MS, wedgePath } from './wheelAngle';

const SIZE = 200;
const C = SIZE / 2;

interface Props {
  segments: SpinwheelInfo['segments'];
  /** Degrees clockwise; a change turns the wheel there (instantly with prefers-reduced-motion). */
  rotation: number;
  /** The turn has ended (the CSS transition's end). */
  onStopped: () => void;
}

/**
 * The wheel: one wedge a segment, clockwise from the top, under a fixed pointer. It turns by a CSS
 * transform to the rotation the page sets from the server's result; the labels are words only, so
 * the result is also announced in text by the page.
 */
export function Wheel({ segments, rotation, onStopped }: Props) {
  const { t } = useTranslation('myarea');
  const theme = useTheme();
  const fills = [theme.colors.primary, theme.colors.surfaceRaised];
  const size = 360 / segments.length;
  return (
    <div css={{ position: 'relative', width: '100%', maxWidth: 360, aspectRatio: '1 / 1', margin: '0 auto' }}>
      {/* A turned square's corners reach past the page's edge on a phone: the disc is clipped to its circle. */}
      <div css={{ width: '100%', height: '100%', borderRadius: '50%', overflow: 'hidden' }}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={t('spinwheel.wheelLabel', { count: segments.length })}
        data-testid="spinwheel-wheel"
        data-rotation={rotation}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) onStopped();
        }}
        css={{
          width: '100%',
          height: '100%',
          transform: `rotate(${rotation}deg)`,
          transition: `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.7, 0.1, 1)`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        {segments.map((segment, index) => {
          const middle = (index + 0.5) * size;
          const [x, y] = pointAt(C, C * 0.6, middle);
          const label = t(`spinwheel.segment.${segment.type}`, { count: segment.amount });
          return (
            <g key={index}>
              <path d={wedgePath(C, C - 2, index, segments.length)} fill={fills[index % 2]} stroke={theme.colors.border} strokeWidth={1} />
              <text
                x={x}
                y={y}
                // Along the radius, reading outwards: the longest label ("1 tirada gratis") fits a wedge's length, not its width.
                transform={`rotate(${middle - 90} ${x} ${y})`}
                textAnchor="middle"
                dominantBaseline="middle"
                fill={index % 2 === 0 ? theme.colors.primaryText : theme.colors.text}
                fontSize={8}
                fontWeight={700}
              >
                {label}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r={14} fill={theme.colors.background} stroke={theme.colors.border} />
      </svg>
      </div>
      <svg viewBox="0 0 20 20" aria-hidden="true" css={{ position: 'absolute', top: -6, left: 'calc(50% - 12px)', width: 24, height: 24 }}>
        <path d="M 2 2 L 18 2 L 10 18 Z" fill={theme.colors.accent} stroke={theme.colors.background} strokeWidth={1.5} />
      </svg>
    </div>
  );
}
