// The company sign-up wizard in Spanish (issue 17): a Mexican applicant from the sign-in page's
// "Apply for an account" to /create-account-success, with the phone's SMS code from the
// sandbox outbox, a reload in the middle that resumes where they were with what they typed,
// the bank linked through Belvo's sandbox, the refusals of each step in the spec's words, and axe
// on every step; and an applicant who signs out part-way and, signed in again, resumes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode } from './support/outbox';

const unique = Date.now().toString().slice(-8);
const phone = `55${unique}`;
const email = `solicitud.${unique}@laesperanza.test`;

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('button', { name: new RegExp(select) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** RAC draws the box over its input: ticked through its label, as a pointer user would. */
async function tick(control: Locator) {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
}

const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: 'Guardar y continuar' }).click();

test('a Mexican company applies in Spanish, step by step, and resumes after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/client/?lng=es');
  await page.getByRole('link', { name: 'Solicitar una cuenta' }).click();
  await expect(page).toHaveURL(/\/client\/sign-up$/);
  const progress = page.getByRole('navigation', { name: 'Pasos de la solicitud' });
  await expect(progress.getByRole('listitem')).toHaveText([
    '1Crear cuenta',
    '2Formulario de la empresa',
    '3Detalles de la empresa',
    '4Propietarios',
    '5Titular de la cuenta',
    '6Cuentas bancarias',
    '7Revisión',
  ]);
  await expect(heading(page, 'Paso 1 de 7: Crear cuenta')).toBeVisible();
  await expectNoAxeViolations(page, 'create account');

  // Create account: the refusals first, in the spec's words.
  await field(page, 'Número de teléfono').fill('55 12');
  await page.getByRole('button', { name: 'Crear cuenta y enviarme un código' }).click();
  await expect(
    page.getByText('Por favor confirma que eres mayor de 18 años.').first(),
  ).toBeVisible();
  await expect(
    page.getByText('Por favor ingresa un número de teléfono válido.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'create account refused');

  await field(page, 'Nombre').fill('Lucía');
  await field(page, 'Apellido').fill('Hernández');
  await field(page, 'Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Solicitud#2026x');
  await field(page, 'Fecha de nacimiento').fill('1988-05-14');
  await tick(page.getByRole('checkbox', { name: 'Confirmo que soy mayor de 18 años.' }));
  await field(page, 'Número de teléfono').fill(phone);
  const sent = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Crear cuenta y enviarme un código' }).click();

  // The phone's code, through the shared code step.
  await expect(page.getByRole('heading', { name: 'Verifica tu teléfono' })).toBeVisible();
  await page.getByRole('button', { name: 'Verificar teléfono' }).click();
  await expect(page.getByText('Por favor introduce tu código.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'phone code');
  const code = await latestCode(request, `52${phone}`, sent);
  await page.getByRole('textbox', { name: 'Código del mensaje de texto' }).fill(code);
  await page.getByRole('button', { name: 'Verificar teléfono' }).click();

  // Company form.
  await expect(heading(page, 'Paso 2 de 7: Formulario de la empresa')).toBeVisible();
  await expectNoAxeViolations(page, 'company form');
  await field(page, 'Razón social').fill('Tortillería La Esperanza S.A. de C.V.');
  await field(page, 'Nombre comercial').fill('La Esperanza');
  await field(page, 'Número de registro').fill('MX-12345');
  await field(page, 'Sitio web').fill('la esperanza');
  await field(page, 'Descripción del negocio').fill('Tortillas y masa para restaurantes.');
  await choose(page, 'Industria', 'Manufactura');
  await saveAndContinue(page);
  await expect(page.getByText('Introduce una URL de sitio web válida.').first()).toBeVisible();
  await field(page, 'Sitio web').fill('laesperanza.mx');
  await saveAndContinue(page);

  // Company details, then a reload in the middle: the wizard resumes here with what was typed.
  await expect(heading(page, 'Paso 3 de 7: Detalles de la empresa')).toBeVisible();
  await field(page, 'Año de constitución').fill('2012');
  await field(page, 'Dirección, línea 1').fill('Av. Paseo de la Reforma 222');
  await page.reload();
  await expect(heading(page, 'Paso 3 de 7: Detalles de la empresa')).toBeVisible();
  await expect(field(page, 'Año de constitución')).toHaveValue('2012');
  await expect(field(page, 'Dirección, línea 1')).toHaveValue('Av. Paseo de la Reforma 222');
  await expect(
    progress.getByRole('button', { name: 'Formulario de la empresa, completo' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'company details after the reload');
  await field(page, 'Ciudad').fill('Ciudad de México');
  await choose(page, 'Estado, provincia o departamento', 'Ciudad de México');
  await field(page, 'Código postal').fill('0660');
  await field(page, 'Gasto mensual con tarjeta').fill('250,000.50');
  await field(page, 'Identificación fiscal (RFC)').fill('TLE12051');
  await saveAndContinue(page);
  await expect(page.getByText('Introduce un código postal como 06600.').first()).toBeVisible();
  await expect(page.getByText('El RFC debe tener 12 letras y dígitos.').first()).toBeVisible();
  await field(page, 'Código postal').fill('06600');
  await field(page, 'Identificación fiscal (RFC)').fill('TLE-120514-AB1');
  await saveAndContinue(page);

  // Ownerships: a leader and an owner at 25%+, the owner confirmed over 18.
  await expect(heading(page, 'Paso 4 de 7: Propietarios')).toBeVisible();
  await expectNoAxeViolations(page, 'ownerships');
  for (const region of ['Directivo 1', 'Propietario 1']) {
    const person = page.getByRole('region', { name: region });
    await person.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
    await person.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Hernández');
    await person.getByRole('textbox', { name: 'Número de identificación' }).fill('HEHL880514');
    await person.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('1988-05-14');
  }
  await page
    .getByRole('region', { name: 'Directivo 1' })
    .getByRole('textbox', { name: 'Cargo' })
    .fill('Directora general');
  const owner = page.getByRole('region', { name: 'Propietario 1' });
  await owner.getByRole('textbox', { name: 'Porcentaje de propiedad' }).fill('60');
  await saveAndContinue(page);
  await expect(
    page.getByText('Por favor confirma que el usuario es mayor de 18 años.').first(),
  ).toBeVisible();
  await tick(
    owner.getByRole('checkbox', { name: 'Confirmo que esta persona es mayor de 18 años.' }),
  );
  await saveAndContinue(page);

  // Account owner.
  await expect(heading(page, 'Paso 5 de 7: Titular de la cuenta')).toBeVisible();
  await expectNoAxeViolations(page, 'account owner');
  await tick(page.getByRole('radio', { name: 'Director general (CEO)' }));
  await saveAndContinue(page);

  // Bank accounts: the bank linked through Belvo's sandbox, a CLABE by hand (its control digit
  // checked), each account attached once only; the SAT credentials.
  await expect(heading(page, 'Paso 6 de 7: Cuentas bancarias')).toBeVisible();
  await expectNoAxeViolations(page, 'bank accounts');
  await saveAndContinue(page);
  await expect(page.getByText('Agrega una cuenta bancaria antes de continuar.')).toBeVisible();
  await page.getByRole('button', { name: 'Vincular una cuenta bancaria' }).click();
  const widget = page.getByRole('dialog', { name: 'Vincula tu banco con Belvo' });
  await expect(
    widget.getByText('Tortillería La Esperanza S.A. de C.V. usa Belvo', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'bank-link widget: consent');
  await widget.getByRole('button', { name: 'Continuar' }).click();
  await widget.getByRole('button', { name: 'BBVA México' }).click();
  await widget.getByRole('textbox', { name: 'Usuario' }).fill('bnk100');
  await widget.getByLabel('Contraseña', { exact: true }).fill('full');
  await expectNoAxeViolations(page, 'bank-link widget: sign-in');
  await widget.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(widget.getByRole('button', { name: 'Compartir cuentas' })).toBeVisible();
  await expectNoAxeViolations(page, 'bank-link widget: accounts');
  await widget.getByRole('button', { name: 'Compartir cuentas' }).click();
  await expect(widget).toBeHidden();
  await expect(
    page.getByText('BBVA México está vinculado: su cuenta está en tu solicitud.'),
  ).toBeVisible();
  await expect(page.getByText(/BBVA México · ••••\d{4} · MXN · vinculada con Belvo/)).toBeVisible();
  await expectNoAxeViolations(page, 'bank accounts: linked');
  // The same bank again: its account is attached already.
  await page.getByRole('button', { name: 'Vincular una cuenta bancaria' }).click();
  await widget.getByRole('button', { name: 'Continuar' }).click();
  await widget.getByRole('button', { name: 'BBVA México' }).click();
  await widget.getByRole('textbox', { name: 'Usuario' }).fill('bnk100');
  await widget.getByLabel('Contraseña', { exact: true }).fill('full');
  await widget.getByRole('button', { name: 'Iniciar sesión' }).click();
  await widget.getByRole('button', { name: 'Compartir cuentas' }).click();
  await expect(widget.getByText('Esta cuenta ya está vinculada.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(widget).toBeHidden();

  await field(page, 'Nombre del banco').fill('Banorte');
  await field(page, 'CLABE').fill('0721800012345678');
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  await expect(page.getByText('La CLABE debe tener 18 dígitos.').first()).toBeVisible();
  await field(page, 'CLABE').fill('072180001234567891');
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  await expect(
    page
      .getByText(
        'El dígito de control de esta CLABE no coincide con sus primeros 17 dígitos. Revisa el número.',
      )
      .first(),
  ).toBeVisible();
  await field(page, 'CLABE').fill('072180001234567897');
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  await expect(page.getByText(/Banorte · ••••7897 · MXN/)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  await expect(page.getByText('Esta cuenta ya está vinculada.')).toBeVisible();
  await field(page, 'RFC').fill('TLE120514AB1');
  await page.getByLabel('Contraseña CIEC', { exact: true }).fill('corta');
  await page.getByRole('button', { name: 'Guardar credenciales del SAT' }).click();
  await expect(
    page.getByText('La contraseña CIEC debe tener al menos 8 caracteres.').first(),
  ).toBeVisible();
  await page.getByLabel('Contraseña CIEC', { exact: true }).fill('ciec-secreta');
  await page.getByRole('button', { name: 'Guardar credenciales del SAT' }).click();
  await expect(page.getByText('Credenciales del SAT guardadas para TLE120514AB1.')).toBeVisible();
  await expect(
    page.getByText('Puedes consultar el estado del SAT en Configuración, Integraciones.'),
  ).toBeVisible();
  // The statement currency chosen is kept with the draft: a reload shows it again.
  await choose(page, 'Moneda preferida', 'USD');
  await page.reload();
  await expect(page.getByRole('button', { name: /Moneda preferida/ })).toContainText('USD');
  await saveAndContinue(page);

  // Review: every answer, an Edit link per step, both agreements before Submit.
  await expect(heading(page, 'Paso 7 de 7: Revisión')).toBeVisible();
  await expect(page.getByText('Tortillería La Esperanza S.A. de C.V.')).toBeVisible();
  await expectNoAxeViolations(page, 'review');
  await page.getByRole('button', { name: 'Editar Titular de la cuenta' }).click();
  await expect(heading(page, 'Paso 5 de 7: Titular de la cuenta')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Director general (CEO)' })).toBeChecked();
  await saveAndContinue(page);
  await expect(heading(page, 'Paso 7 de 7: Revisión')).toBeVisible();
  await tick(
    page.getByRole('checkbox', {
      name: 'Certifico que tengo la autoridad para solicitar una cuenta para esta empresa.',
    }),
  );
  await tick(page.getByRole('checkbox', { name: 'Acepto el acuerdo del programa.' }));
  // The state by its name, never its code; the currency as chosen.
  await expect(page.getByText(/Ciudad de México, Ciudad de México, 06600/).first()).toBeVisible();
  await expect(page.getByText('CMX')).toHaveCount(0);
  // Each document opens in a new tab to read; what was ticked here stays ticked.
  const [agreement] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Acuerdo del programa' }).click(),
  ]);
  await expect(
    agreement.getByRole('heading', { level: 1, name: 'Outlay Card Program Agreement' }),
  ).toBeVisible();
  await agreement.close();
  await expect(
    page.getByRole('checkbox', { name: 'Acepto el acuerdo del programa.' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Acepta la política de privacidad.').first()).toBeVisible();
  await tick(page.getByRole('checkbox', { name: 'Acepto la política de privacidad.' }));
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();

  await expect(page).toHaveURL(/\/client\/create-account-success\?application=submitted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
  await expectNoAxeViolations(page, 'application submitted');

  // Signed in again while the application is in review, the applicant meets the same page, not
  // the dashboard of a company that is not approved yet.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicia sesión en Outlay' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Solicitud#2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('radio', { name: /Enviarme un código por correo/ }).check();
  const loginSent = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const loginCode = await latestCode(request, email, loginSent);
  await page.getByRole('textbox', { name: 'Código de verificación' }).fill(loginCode);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/client\/create-account-success\?application=submitted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expectNoAxeViolations(page, 'application in review after signing in');
});

test('an applicant signs out after the company form and, signed in again, finishes where they stopped', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const later = (Date.now() + 7).toString().slice(-8);
  const laterEmail = `despues.${later}@laesperanza.test`;
  const password = 'Solicitud#2026y';
  await page.goto('/client/sign-up?lng=es');
  await expect(heading(page, 'Paso 1 de 7: Crear cuenta')).toBeVisible({ timeout: 30_000 });
  await field(page, 'Nombre').fill('Mateo');
  await field(page, 'Apellido').fill('Ruiz');
  await field(page, 'Correo electrónico').fill(laterEmail);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await field(page, 'Fecha de nacimiento').fill('1990-02-03');
  await tick(page.getByRole('checkbox', { name: 'Confirmo que soy mayor de 18 años.' }));
  await field(page, 'Número de teléfono').fill(`56${later}`);
  const sent = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Crear cuenta y enviarme un código' }).click();
  await expect(page.getByRole('heading', { name: 'Verifica tu teléfono' })).toBeVisible();
  const phoneCode = await latestCode(page.request, `5256${later}`, sent);
  await page.getByRole('textbox', { name: 'Código del mensaje de texto' }).fill(phoneCode);
  await page.getByRole('button', { name: 'Verificar teléfono' }).click();

  await expect(heading(page, 'Paso 2 de 7: Formulario de la empresa')).toBeVisible();
  await field(page, 'Razón social').fill('Panadería El Molino S.A. de C.V.');
  await field(page, 'Nombre comercial').fill('El Molino');
  await field(page, 'Número de registro').fill('MX-67890');
  await field(page, 'Sitio web').fill('elmolino.mx');
  await field(page, 'Descripción del negocio').fill('Pan dulce para cafeterías.');
  await choose(page, 'Industria', 'Manufactura');
  await saveAndContinue(page);
  await expect(heading(page, 'Paso 3 de 7: Detalles de la empresa')).toBeVisible();

  // Finish later: the note says every completed step is kept, and signing out leaves the wizard.
  await expect(
    page.getByText(
      'Cada paso que completas queda guardado. Inicia sesión de nuevo para continuar donde te quedaste.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'sign out and finish later');
  await page.getByRole('button', { name: 'Cerrar sesión y terminar después' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicia sesión en Outlay' }),
  ).toBeVisible();

  // Signed in again (the applicant's own password and an emailed code), the wizard opens at
  // the first step not complete, and the company form still holds what was saved.
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(laterEmail);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByRole('heading', { name: '¿Cómo quieres verificar tu cuenta?' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: /Enviarme un código por correo/ }).check();
  const loginSent = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ingresa tu código de verificación' }),
  ).toBeVisible();
  const loginCode = await latestCode(page.request, laterEmail, loginSent);
  await page.getByRole('textbox', { name: 'Código de verificación' }).fill(loginCode);
  await page.getByRole('button', { name: 'Verificar' }).click();

  await expect(page).toHaveURL(/\/client\/sign-up$/);
  await expect(heading(page, 'Paso 3 de 7: Detalles de la empresa')).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Pasos de la solicitud' });
  await progress.getByRole('button', { name: 'Formulario de la empresa, completo' }).click();
  await expect(heading(page, 'Paso 2 de 7: Formulario de la empresa')).toBeVisible();
  await expect(field(page, 'Razón social')).toHaveValue('Panadería El Molino S.A. de C.V.');
  await expect(field(page, 'Sitio web')).toHaveValue('elmolino.mx');
  await expectNoAxeViolations(page, 'resumed after signing in again');
});
