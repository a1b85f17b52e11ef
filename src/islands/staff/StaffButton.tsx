import type { ReactNode } from 'react';

/** The button that sends a back office form (its main action unless `secondary`), off while a task runs. */
export function StaffSubmit({
  busy,
  secondary = false,
  children,
}: {
  busy: boolean;
  secondary?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={`np-button np-button--${secondary ? 'secondary' : 'primary'}`} disabled={busy}>
      {children}
    </button>
  );
}

/** A secondary action of the back office (a row's or a panel's), off while a task runs. */
export function StaffButton({ busy, onClick, children }: { busy?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="np-button np-button--secondary" disabled={busy} onClick={onClick}>
      {children}
    </button>
  );
}
