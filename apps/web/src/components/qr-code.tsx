import * as styles from './qr-code.css';

/**
 * An authenticator enrolment QR code (sign-in and the security settings). The server renders it as SVG; it is shown as an image from a data URL
 * (never injected as markup), so nothing in it can run.
 */
export function QrCode(props: { svg: string; label: string }) {
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.svg)}`;
  return <img className={styles.qr} src={source} alt={props.label} width={192} height={192} />;
}
