import { ProgressBar as RacProgressBar } from 'react-aria-components';

export function ProgressBar({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  /** 'done': the file arrived. A failure shows its reason instead of a bar. */
  tone?: 'done';
}) {
  return (
    <RacProgressBar className="progress" value={value} aria-label={label} data-tone={tone}>
      {({ valueText }) => (
        <>
          <div className="progress-head">
            <span className="progress-label">{label}</span>
            <span className="progress-value">{valueText}</span>
          </div>
          <div className="progress-track">
            <div className="progress-fill" style={{ width: `${value}%` }} />
          </div>
        </>
      )}
    </RacProgressBar>
  );
}
