import { createHash, randomUUID } from 'node:crypto';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { CfdiStamp } from './cfdi-document.js';
import { readCfdiXml } from './cfdi-document.js';

/** A PAC (proveedor autorizado de certificación): it stamps (timbra) a sealed CFDI. */
export interface Pac {
  /**
   * The SAT's stamp of the CFDI, or `JobRefusal` with the SAT's code when it can never be
   * stamped as sent; any other error (the service down, a timeout) is retried.
   */
  stamp(xml: string): Promise<CfdiStamp>;
}

/** The RFC of a person (4 letters) or a company (3), a date, a homoclave (Anexo 20). */
const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;
/** The generic RFCs (público en general, extranjeros): a B2B invoice may not name them. */
const GENERIC_RFC = /^X[AE]XX010101000$/;

/** Mexico City's local time, as CFDI writes dates (no zone). */
export function mexicoCityTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The PAC's sandbox, behaving as the service does: it answers after a moment; the first try of
 * every document fails as an unavailable service (503), so the job queue's retry is walked on
 * every CFDI; a document it stamped before answers the same UUID again (a PAC's "previamente
 * timbrado"), so a retry after a lost answer never makes a second CFDI; a receptor RFC that is
 * malformed or generic is refused with the SAT's code (CFDI40145), never retried.
 */
export function sandboxPac(deps: { latencyMs: number; now: () => Date }): Pac {
  const tried = new Set<string>();
  const stamped = new Map<string, CfdiStamp>();
  return {
    async stamp(xml) {
      if (deps.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, deps.latencyMs));
      const read = readCfdiXml(xml);
      if (read.version !== '4.0') throw new JobRefusal('CFDI40101');
      const rfc = read.receptorRfc ?? '';
      if (!RFC.test(rfc) || GENERIC_RFC.test(rfc)) throw new JobRefusal('CFDI40145');
      // The same issuer, series and folio is the same document, whatever its seal says.
      const key = `${read.issuerRfc ?? ''}:${read.series ?? ''}:${read.folio ?? ''}`;
      const earlier = stamped.get(key);
      if (earlier) return earlier;
      if (!tried.has(key)) {
        tried.add(key);
        throw new Error('PAC sandbox: 503 Service Unavailable');
      }
      const stamp: CfdiStamp = {
        uuid: randomUUID(),
        stampedAt: mexicoCityTime(deps.now()),
        // The SAT's test certificate number; the seal is the sandbox's digest, not a signature.
        satCertificate: '30001000000500003456',
        satSeal: createHash('sha256').update(`sat:${xml}`).digest('base64'),
        pacRfc: 'SPR190613I52',
      };
      stamped.set(key, stamp);
      return stamp;
    },
  };
}
