import { Readable } from 'node:stream';
import type { Db } from '../db/db.js';
import type { FileStorage } from '../files/storage.js';
import { COMPANY } from './companies.js';
import { SEED_DATE } from './constants.js';
import { json, seedQueries, syncIdSequence } from './insert.js';
import { stableUuid } from './stable-ids.js';

/**
 * The demo upload requests' links (printed in the README): open, expired and completed, and
 * one like the open one that only QA's browser walk of the flow uses (e2e/flows.spec.ts).
 */
export const DEMO_UPLOAD_REQUESTS = {
  open: '3f2b8c1e-7a4d-4e9b-8c2f-5d6e7f8a9b0c',
  expired: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d',
  completed: 'c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f',
  walked: '7e1d2c3b-4a5f-4e6d-9c8b-0a1b2c3d4e5f',
} as const;

const DAY = 86_400_000;
const days = (count: number) => new Date(SEED_DATE.getTime() + count * DAY);

const requests = [
  // Open for ten years from the seed date, so the demo link keeps working.
  { id: 1, key: 'open', status: 'created', expiresAt: days(3650), completedAt: null },
  // Still "created", but its time is up: it reads as expired.
  { id: 2, key: 'expired', status: 'created', expiresAt: days(-1), completedAt: null },
  { id: 3, key: 'completed', status: 'completed', expiresAt: days(30), completedAt: SEED_DATE },
  { id: 4, key: 'walked', status: 'created', expiresAt: days(3650), completedAt: null },
] as const;

const groups = [
  {
    id: 1,
    requestId: 1,
    name: {
      en: 'Government-issued ID',
      es: 'Identificación oficial',
      pt: 'Documento de identidade oficial',
    },
    description: {
      en: "A passport or national ID card of the company's legal representative, both sides.",
      es: 'Pasaporte o identificación oficial del representante legal de la empresa, por ambos lados.',
      pt: 'Passaporte ou carteira de identidade do representante legal da empresa, frente e verso.',
    },
    link: null,
    maxFileSizeMb: null,
    acceptedFileTypes: null,
  },
  {
    id: 2,
    requestId: 1,
    name: { en: 'Bank statement', es: 'Estado de cuenta bancario', pt: 'Extrato bancário' },
    description: {
      en: "The company's latest bank statement, no older than three months. PDF only.",
      es: 'El estado de cuenta más reciente de la empresa, de no más de tres meses. Solo PDF.',
      pt: 'O extrato bancário mais recente da empresa, de no máximo três meses. Somente PDF.',
    },
    link: null,
    maxFileSizeMb: 10,
    acceptedFileTypes: ['pdf'],
  },
  {
    id: 3,
    requestId: 1,
    name: { en: 'Proof of address', es: 'Comprobante de domicilio', pt: 'Comprovante de endereço' },
    description: {
      en: "A photo of a utility bill or lease in the company's name from the last 90 days.",
      es: 'Una foto de un recibo de servicios o contrato de arrendamiento a nombre de la empresa, de los últimos 90 días.',
      pt: 'Uma foto de uma conta de consumo ou contrato de locação em nome da empresa, dos últimos 90 dias.',
    },
    link: 'https://outlay.test/help/proof-of-address',
    maxFileSizeMb: 2,
    acceptedFileTypes: ['png', 'jpg', 'jpeg'],
  },
  {
    id: 4,
    requestId: 2,
    name: { en: 'Articles of incorporation', es: 'Acta constitutiva', pt: 'Contrato social' },
    description: {
      en: 'The signed articles of incorporation.',
      es: 'El acta constitutiva firmada.',
      pt: 'O contrato social assinado.',
    },
    link: null,
    maxFileSizeMb: null,
    acceptedFileTypes: null,
  },
  {
    id: 5,
    requestId: 3,
    name: { en: 'Tax registration', es: 'Constancia de situación fiscal', pt: 'Cartão CNPJ' },
    description: {
      en: "The company's tax registration certificate.",
      es: 'La constancia de situación fiscal de la empresa.',
      pt: 'O comprovante de inscrição da empresa.',
    },
    link: null,
    maxFileSizeMb: null,
    acceptedFileTypes: null,
  },
] as const;

/** A tiny valid PDF, so the completed request's document exists in storage as well. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * The three demo upload requests. Seeding clears their stored files first, so a reset brings
 * the open request back without the files uploaded to it since.
 */
export async function seedUploadRequests(db: Db, storage: FileStorage | undefined) {
  const publicId = (key: keyof typeof DEMO_UPLOAD_REQUESTS) => DEMO_UPLOAD_REQUESTS[key];
  if (storage) {
    for (const id of Object.values(DEMO_UPLOAD_REQUESTS)) await storage.removeAll(`drive/${id}`);
  }
  await seedQueries(db)
    .insertInto('upload_requests')
    .values(
      requests.map((request) => ({
        id: request.id,
        public_id: publicId(request.key),
        company_id: COMPANY.northwind,
        status: request.status,
        created_at: days(-10),
        expires_at: request.expiresAt,
        completed_at: request.completedAt,
      })),
    )
    .execute();
  await seedQueries(db)
    .insertInto('upload_request_groups')
    .values(
      [
        ...groups,
        // The walked request asks for what the open one asks for.
        ...groups
          .filter((group) => group.requestId === 1)
          .map((group) => ({ ...group, id: group.id + 100, requestId: 4 })),
      ].map((group, index) => ({
        id: group.id,
        company_id: COMPANY.northwind,
        request_id: group.requestId,
        position: index,
        name: json(group.name),
        description: json(group.description),
        link: group.link,
        max_file_size_mb: group.maxFileSizeMb,
        accepted_file_types: group.acceptedFileTypes && [...group.acceptedFileTypes],
      })),
    )
    .execute();
  await syncIdSequence(db, 'upload_requests');
  await syncIdSequence(db, 'upload_request_groups');

  const storageKey = `drive/${DEMO_UPLOAD_REQUESTS.completed}/${stableUuid('upload-file:tax-registration')}`;
  await seedQueries(db)
    .insertInto('upload_request_documents')
    .values([
      {
        public_id: stableUuid('upload-document:tax-registration'),
        company_id: COMPANY.northwind,
        request_id: 3,
        group_id: 5,
        original_name: 'tax-registration.pdf',
        storage_key: storageKey,
        content_type: 'application/pdf',
        size_bytes: DEMO_PDF.length,
        uploaded_from: '203.0.113.50',
        created_at: SEED_DATE,
      },
    ])
    .execute();
  if (storage) await storage.write(storageKey, Readable.from([DEMO_PDF]));
}
