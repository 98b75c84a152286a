import { useTranslation } from 'react-i18next';
import { parseSaveData } from '@snackparty/protocol';
import type { SaveData } from '@snackparty/protocol';

function safeParse(saveData: unknown): SaveData | null {
  try {
    return parseSaveData(saveData);
  } catch (error) {
    console.error('Drawing could not be shown', error);
    return null;
  }
}

/** A kept drawing, its lines as SVG paths at the size it was drawn (scaled by the viewBox). */
export function DrawingPreview({ saveData, label }: { saveData: unknown; label: string }) {
  const { t } = useTranslation();
  const data = safeParse(saveData);
  if (!data) return <p className="drawing-preview drawing-preview--broken">{t('profile.drawingUnreadable')}</p>;
  return (
    <svg className="drawing-preview" viewBox={`0 0 ${data.width} ${data.height}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      <rect width={data.width} height={data.height} fill="#ffffff" />
      {data.lines.map((line, index) =>
        line.points.length === 1 ? (
          <circle key={index} cx={line.points[0]!.x} cy={line.points[0]!.y} r={line.brushRadius} fill={line.brushColor} />
        ) : (
          <polyline
            key={index}
            points={line.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={line.brushColor}
            strokeWidth={line.brushRadius * 2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ),
      )}
    </svg>
  );
}
