import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// The demo upload requests of the seed (README, "Document-upload portal").
const OPEN = '3f2b8c1e-7a4d-4e9b-8c2f-5d6e7f8a9b0c';
const EXPIRED = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';
const COMPLETED = 'c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f';

// Files as the drive sees them: their first bytes are what counts.
const pdfBytes = (size = 4096) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(size, 0x20)]);
const pngBytes = (size = 4096) =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
    Buffer.alloc(size, 0),
  ]);

function chooseFiles(page: Page, group: string, files: { name: string; buffer: Buffer }[]) {
  return page
    .getByRole('region', { name: group })
    .locator('input[type="file"]')
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'application/octet-stream' })));
}

const filesOf = (page: Page, group: string) =>
  page.getByRole('list', { name: `Archivos de ${group}` });

test('an applicant uploads one file per group in Spanish, saves, and sees the completed page after the reload', async ({
  page,
  baseURL,
}) => {
  // The link's language wins over the language cookie.
  await page.context().addCookies([{ name: 'outlay_lng', value: 'pt', url: baseURL ?? '' }]);
  await page.goto(`/client/es/upload-documents/${OPEN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sube tus documentos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Portal seguro')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await expectNoAxeViolations(page, 'upload page');

  // Refused on the device: a PNG where only PDFs go, a photo over the group's 2 MB.
  await chooseFiles(page, 'Estado de cuenta bancario', [
    { name: 'extracto.png', buffer: pngBytes() },
  ]);
  // Said as well as shown: each refusal is in an alert.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'extracto.png: Solo se permiten estos tipos de archivo: pdf.' }),
  ).toBeVisible();
  await chooseFiles(page, 'Comprobante de domicilio', [
    { name: 'recibo.png', buffer: pngBytes(3 * 1024 * 1024) },
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'recibo.png: El archivo no puede pesar más de 2mb' }),
  ).toBeVisible();
  // The drop zones are named by their prompt, not react-aria's "DropZone".
  await expect(page.getByRole('button', { name: /^DropZone/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'upload page with refused files');

  // Refused by the drive, which reads the bytes: a PNG named .pdf.
  await chooseFiles(page, 'Estado de cuenta bancario', [{ name: 'falso.pdf', buffer: pngBytes() }]);
  const failure = page.getByRole('alert').filter({ hasText: 'No se pudo subir el archivo' });
  await expect(failure).toContainText('falso.pdf: Solo se permiten estos tipos de archivo: pdf.');
  await expectNoAxeViolations(page, 'upload page with a failed upload');

  // One file per group; two in the first, one of which is deleted again.
  await chooseFiles(page, 'Identificación oficial', [
    { name: 'pasaporte.pdf', buffer: pdfBytes() },
    { name: 'reverso.png', buffer: pngBytes() },
  ]);
  // The keyboard path: the zone's button opens the file chooser.
  await page
    .getByRole('region', { name: 'Estado de cuenta bancario' })
    .getByRole('button', { name: 'Elegir archivos' })
    .focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({ name: 'extracto.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await chooseFiles(page, 'Comprobante de domicilio', [{ name: 'recibo.png', buffer: pngBytes() }]);
  await expect(filesOf(page, 'Identificación oficial').getByText('pasaporte.pdf')).toBeVisible();
  await expect(filesOf(page, 'Identificación oficial').getByText('reverso.png')).toBeVisible();
  await expect(filesOf(page, 'Estado de cuenta bancario').getByText('extracto.pdf')).toBeVisible();
  await expect(filesOf(page, 'Comprobante de domicilio').getByText('recibo.png')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar reverso.png' }).click();
  await expect(filesOf(page, 'Identificación oficial').getByText('reverso.png')).toHaveCount(0);
  await expectNoAxeViolations(page, 'upload page with every group provided');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos enviados' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/client/es/upload-documents/${OPEN}$`));
  await expect(page.getByText('Gracias por enviar tus documentos.')).toBeVisible();
  await expectNoAxeViolations(page, 'completed page');

  // It stays completed: the drive answers so.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos enviados' })).toBeVisible();
  await page.getByRole('button', { name: 'Volver al panel' }).click();
  await expect(page).toHaveURL(/\/client\/$/);
});

test('an expired link apologises', async ({ page }) => {
  await page.goto(`/client/en/upload-documents/${EXPIRED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'SORRY!' })).toBeVisible();
  await expect(page.getByText('We apologize for the inconvenience.')).toBeVisible();
  await expect(page.getByText('This link seems to be expired or invalid.')).toBeVisible();
  await expectNoAxeViolations(page, 'expired page');
});

test('an unknown link shows the expired page, in its language', async ({ page }) => {
  await page.goto('/client/pt/upload-documents/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'DESCULPE!' })).toBeVisible();
  await expect(page.getByText('Este link parece ter expirado ou ser inválido.')).toBeVisible();
});

test('a completed request shows the completed page', async ({ page }) => {
  await page.goto(`/client/en/upload-documents/${COMPLETED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload completed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to dashboard' })).toBeVisible();
  await expectNoAxeViolations(page, 'completed demo request');
});
