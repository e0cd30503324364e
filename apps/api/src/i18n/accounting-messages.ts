/**
 * The messages of the accounting integration (connection, datasets, rules, definitions, the
 * mapping table, pushes and their failures) in en, es and pt; merged into the one catalog in
 * messages.ts. Counts go through ICU plural rules. Spec texts are word for word in English.
 */
export const accountingMessages = {
  en: {
    'accounting.notConnected': 'Connect an accounting platform first.',
    'accounting.connectionChanged':
      'The accounting connection changed. Reload the page and try again.',
    'accounting.permissionsChanged': 'Your permissions has been changed, Please refresh the page.',
    'accounting.alreadyConnected':
      'The company is already connected to {integration}. Disconnect it first.',
    'accounting.platformUnavailable': '{integration} is not available for your company.',
    'accounting.linking': 'Connecting to {integration}. This takes a moment.',
    'accounting.disconnected': 'Disconnected from {integration}.',
    'accounting.settingsSaved': 'Integration settings saved.',
    'accounting.entryNotFound': 'This transaction does not exist or is not yours to see.',
    'accounting.notEligible': 'This transaction cannot be sent to {integration}.',
    'accounting.definition.incomplete': 'Please add a Category and a Tax Rate',
    'accounting.definition.saved': '{integrationWord} Category updated successfully.',
    'accounting.locked':
      'Unable to update a category/tax rate/department for transaction already synced to {integration}',
    'accounting.categoryUnknown':
      'This category is not active in {integration}. Refresh the chart of accounts and choose again.',
    'accounting.taxRateUnknown':
      'This tax rate is not in {integration}. Refresh the tax rates and choose again.',
    'accounting.trackingUnknown':
      'A tracking category chosen is not in {integration}. Refresh the tracking categories and choose again.',
    'accounting.trackingOnePerCategory': 'Choose at most one option of each tracking category.',
    'accounting.trackingNotAllowed': 'Tracking categories are turned off for this integration.',
    'accounting.push.missingDefinition':
      '{count, plural, one {Sorry! Please add a category and tax rate before syncing this transaction.} other {Sorry! Please add a category and tax rate before syncing these transactions.}}',
    'accounting.push.invalidMapping':
      '{count, plural, one {This transaction has a category or tax rate that is not active in {integration}.} other {# transactions have a category or tax rate that is not active in {integration}.}}',
    'accounting.push.trackingRequired': 'The following tracking categories are required: {0}.',
    'accounting.push.queued':
      '{count, plural, =0 {Nothing new to sync: these transactions are already queued.} one {# transaction queued for {integration}.} other {# transactions queued for {integration}.}}',
    'accounting.resync.queued':
      '{count, plural, =0 {Nothing to sync again.} one {# transaction queued to sync again.} other {# transactions queued to sync again.}}',
    'accounting.dataset.refreshing':
      '{dataset, select, chartOfAccounts {Refreshing the chart of accounts from {integration}.} taxRates {Refreshing the tax rates from {integration}.} other {Refreshing the tracking categories from {integration}.}}',
    'accounting.rules.taxRatesSaved':
      '{count, plural, =0 {Tax rate rules cleared.} one {# tax rate rule saved.} other {# tax rate rules saved.}}',
    'accounting.rules.categoriesSaved':
      '{count, plural, =0 {Categorisation rules cleared.} one {# categorisation rule saved.} other {# categorisation rules saved.}}',
    'accounting.rules.duplicateCategory': 'Each category can have one tax rate rule.',
    'accounting.rules.duplicateMerchant': 'Each merchant can have one categorisation rule.',
    'accounting.rules.unknownMerchant': 'A merchant of these rules does not exist.',
    'accounting.failure.accountArchived':
      'The account {account} is archived in {integration}. Refresh the chart of accounts and choose another category.',
    'accounting.failure.accountUnknown':
      'The account is no longer in {integration}. Refresh the chart of accounts and choose another category.',
    'accounting.failure.taxRateUnknown':
      'The tax rate is no longer in {integration}. Refresh the tax rates and choose another.',
    'accounting.failure.periodClosed':
      'The period is closed in {integration}: nothing dated before {lockDate} can be added.',
    'accounting.failure.trackingMissing':
      '{integration} requires {categories} for this transaction.',
    'accounting.failure.trackingUnknown':
      'A tracking category is no longer in {integration}. Refresh the tracking categories and choose again.',
    'accounting.failure.receiptRejected':
      'The transaction is in {integration}, but {integration} did not accept the receipt {file}.',
    'accounting.failure.connectionRemoved':
      'The connection to {integration} was removed before this transaction was sent.',
    'accounting.failure.definitionMissing':
      'The category and tax rate were removed before this transaction was sent.',
    'accounting.failure.unavailable':
      '{integration} did not answer after {attempts, plural, one {# attempt} other {# attempts}}. Try again later.',
  },
  es: {
    'accounting.notConnected': 'Primero conecta una plataforma contable.',
    'accounting.connectionChanged':
      'La conexión contable cambió. Vuelve a cargar la página e inténtalo de nuevo.',
    'accounting.permissionsChanged': 'Tus permisos han cambiado. Actualiza la página.',
    'accounting.alreadyConnected':
      'La empresa ya está conectada a {integration}. Desconéctala primero.',
    'accounting.platformUnavailable': '{integration} no está disponible para tu empresa.',
    'accounting.linking': 'Conectando con {integration}. Esto tarda un momento.',
    'accounting.disconnected': 'Desconectada de {integration}.',
    'accounting.settingsSaved': 'Configuración de la integración guardada.',
    'accounting.entryNotFound': 'Esta transacción no existe o no puedes verla.',
    'accounting.notEligible': 'Esta transacción no se puede enviar a {integration}.',
    'accounting.definition.incomplete': 'Agrega una categoría y una tasa de impuesto',
    'accounting.definition.saved': 'Categoría de {integrationWord} actualizada correctamente.',
    'accounting.locked':
      'No se puede actualizar la categoría, la tasa de impuesto o el departamento de una transacción ya sincronizada con {integration}',
    'accounting.categoryUnknown':
      'Esta categoría no está activa en {integration}. Actualiza el catálogo de cuentas y vuelve a elegir.',
    'accounting.taxRateUnknown':
      'Esta tasa de impuesto no está en {integration}. Actualiza las tasas de impuesto y vuelve a elegir.',
    'accounting.trackingUnknown':
      'Una categoría de seguimiento elegida no está en {integration}. Actualiza las categorías de seguimiento y vuelve a elegir.',
    'accounting.trackingOnePerCategory':
      'Elige como máximo una opción de cada categoría de seguimiento.',
    'accounting.trackingNotAllowed':
      'Las categorías de seguimiento están desactivadas en esta integración.',
    'accounting.push.missingDefinition':
      '{count, plural, one {¡Lo sentimos! Agrega una categoría y una tasa de impuesto antes de sincronizar esta transacción.} other {¡Lo sentimos! Agrega una categoría y una tasa de impuesto antes de sincronizar estas transacciones.}}',
    'accounting.push.invalidMapping':
      '{count, plural, one {Esta transacción tiene una categoría o tasa de impuesto que no está activa en {integration}.} other {# transacciones tienen una categoría o tasa de impuesto que no está activa en {integration}.}}',
    'accounting.push.trackingRequired':
      'Las siguientes categorías de seguimiento son obligatorias: {0}.',
    'accounting.push.queued':
      '{count, plural, =0 {No hay nada nuevo que sincronizar: estas transacciones ya están en cola.} one {# transacción en cola para {integration}.} other {# transacciones en cola para {integration}.}}',
    'accounting.resync.queued':
      '{count, plural, =0 {No hay nada que volver a sincronizar.} one {# transacción en cola para sincronizarse de nuevo.} other {# transacciones en cola para sincronizarse de nuevo.}}',
    'accounting.dataset.refreshing':
      '{dataset, select, chartOfAccounts {Actualizando el catálogo de cuentas desde {integration}.} taxRates {Actualizando las tasas de impuesto desde {integration}.} other {Actualizando las categorías de seguimiento desde {integration}.}}',
    'accounting.rules.taxRatesSaved':
      '{count, plural, =0 {Reglas de tasas de impuesto eliminadas.} one {# regla de tasa de impuesto guardada.} other {# reglas de tasas de impuesto guardadas.}}',
    'accounting.rules.categoriesSaved':
      '{count, plural, =0 {Reglas de categorización eliminadas.} one {# regla de categorización guardada.} other {# reglas de categorización guardadas.}}',
    'accounting.rules.duplicateCategory':
      'Cada categoría puede tener una regla de tasa de impuesto.',
    'accounting.rules.duplicateMerchant': 'Cada comercio puede tener una regla de categorización.',
    'accounting.rules.unknownMerchant': 'Un comercio de estas reglas no existe.',
    'accounting.failure.accountArchived':
      'La cuenta {account} está archivada en {integration}. Actualiza el catálogo de cuentas y elige otra categoría.',
    'accounting.failure.accountUnknown':
      'La cuenta ya no está en {integration}. Actualiza el catálogo de cuentas y elige otra categoría.',
    'accounting.failure.taxRateUnknown':
      'La tasa de impuesto ya no está en {integration}. Actualiza las tasas de impuesto y elige otra.',
    'accounting.failure.periodClosed':
      'El periodo está cerrado en {integration}: no se puede agregar nada con fecha anterior al {lockDate}.',
    'accounting.failure.trackingMissing': '{integration} exige {categories} para esta transacción.',
    'accounting.failure.trackingUnknown':
      'Una categoría de seguimiento ya no está en {integration}. Actualiza las categorías de seguimiento y vuelve a elegir.',
    'accounting.failure.receiptRejected':
      'La transacción está en {integration}, pero {integration} no aceptó el comprobante {file}.',
    'accounting.failure.connectionRemoved':
      'La conexión con {integration} se eliminó antes de enviar esta transacción.',
    'accounting.failure.definitionMissing':
      'La categoría y la tasa de impuesto se eliminaron antes de enviar esta transacción.',
    'accounting.failure.unavailable':
      '{integration} no respondió después de {attempts, plural, one {# intento} other {# intentos}}. Inténtalo más tarde.',
  },
  pt: {
    'accounting.notConnected': 'Conecte primeiro uma plataforma contábil.',
    'accounting.connectionChanged':
      'A conexão contábil mudou. Recarregue a página e tente novamente.',
    'accounting.permissionsChanged': 'Suas permissões foram alteradas. Atualize a página.',
    'accounting.alreadyConnected':
      'A empresa já está conectada ao {integration}. Desconecte-a primeiro.',
    'accounting.platformUnavailable': '{integration} não está disponível para a sua empresa.',
    'accounting.linking': 'Conectando ao {integration}. Isso leva um momento.',
    'accounting.disconnected': 'Desconectada do {integration}.',
    'accounting.settingsSaved': 'Configurações da integração salvas.',
    'accounting.entryNotFound': 'Esta transação não existe ou você não pode vê-la.',
    'accounting.notEligible': 'Esta transação não pode ser enviada ao {integration}.',
    'accounting.definition.incomplete': 'Adicione uma categoria e uma alíquota de imposto',
    'accounting.definition.saved': 'Categoria do {integrationWord} atualizada com sucesso.',
    'accounting.locked':
      'Não é possível atualizar a categoria, a alíquota ou o departamento de uma transação já sincronizada com o {integration}',
    'accounting.categoryUnknown':
      'Esta categoria não está ativa no {integration}. Atualize o plano de contas e escolha novamente.',
    'accounting.taxRateUnknown':
      'Esta alíquota não está no {integration}. Atualize as alíquotas e escolha novamente.',
    'accounting.trackingUnknown':
      'Uma categoria de rastreamento escolhida não está no {integration}. Atualize as categorias de rastreamento e escolha novamente.',
    'accounting.trackingOnePerCategory':
      'Escolha no máximo uma opção de cada categoria de rastreamento.',
    'accounting.trackingNotAllowed':
      'As categorias de rastreamento estão desativadas nesta integração.',
    'accounting.push.missingDefinition':
      '{count, plural, one {Desculpe! Adicione uma categoria e uma alíquota antes de sincronizar esta transação.} other {Desculpe! Adicione uma categoria e uma alíquota antes de sincronizar estas transações.}}',
    'accounting.push.invalidMapping':
      '{count, plural, one {Esta transação tem uma categoria ou alíquota que não está ativa no {integration}.} other {# transações têm uma categoria ou alíquota que não está ativa no {integration}.}}',
    'accounting.push.trackingRequired':
      'As seguintes categorias de rastreamento são obrigatórias: {0}.',
    'accounting.push.queued':
      '{count, plural, =0 {Nada novo para sincronizar: estas transações já estão na fila.} one {# transação na fila para o {integration}.} other {# transações na fila para o {integration}.}}',
    'accounting.resync.queued':
      '{count, plural, =0 {Nada para sincronizar novamente.} one {# transação na fila para sincronizar novamente.} other {# transações na fila para sincronizar novamente.}}',
    'accounting.dataset.refreshing':
      '{dataset, select, chartOfAccounts {Atualizando o plano de contas do {integration}.} taxRates {Atualizando as alíquotas do {integration}.} other {Atualizando as categorias de rastreamento do {integration}.}}',
    'accounting.rules.taxRatesSaved':
      '{count, plural, =0 {Regras de alíquota removidas.} one {# regra de alíquota salva.} other {# regras de alíquota salvas.}}',
    'accounting.rules.categoriesSaved':
      '{count, plural, =0 {Regras de categorização removidas.} one {# regra de categorização salva.} other {# regras de categorização salvas.}}',
    'accounting.rules.duplicateCategory': 'Cada categoria pode ter uma regra de alíquota.',
    'accounting.rules.duplicateMerchant':
      'Cada estabelecimento pode ter uma regra de categorização.',
    'accounting.rules.unknownMerchant': 'Um estabelecimento destas regras não existe.',
    'accounting.failure.accountArchived':
      'A conta {account} está arquivada no {integration}. Atualize o plano de contas e escolha outra categoria.',
    'accounting.failure.accountUnknown':
      'A conta não está mais no {integration}. Atualize o plano de contas e escolha outra categoria.',
    'accounting.failure.taxRateUnknown':
      'A alíquota não está mais no {integration}. Atualize as alíquotas e escolha outra.',
    'accounting.failure.periodClosed':
      'O período está fechado no {integration}: nada com data anterior a {lockDate} pode ser incluído.',
    'accounting.failure.trackingMissing': 'O {integration} exige {categories} para esta transação.',
    'accounting.failure.trackingUnknown':
      'Uma categoria de rastreamento não está mais no {integration}. Atualize as categorias de rastreamento e escolha novamente.',
    'accounting.failure.receiptRejected':
      'A transação está no {integration}, mas o {integration} não aceitou o comprovante {file}.',
    'accounting.failure.connectionRemoved':
      'A conexão com o {integration} foi removida antes de esta transação ser enviada.',
    'accounting.failure.definitionMissing':
      'A categoria e a alíquota foram removidas antes de esta transação ser enviada.',
    'accounting.failure.unavailable':
      'O {integration} não respondeu após {attempts, plural, one {# tentativa} other {# tentativas}}. Tente novamente mais tarde.',
  },
} as const;
