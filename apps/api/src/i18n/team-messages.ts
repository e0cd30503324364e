// The server's messages for the Team page, invitations and the Primary Account Owner (spec
// part 2 §5, §8). Spread into the catalogs of messages.ts, so the key type and the "every
// language has every key" check cover them too. Spec texts are word for word in English.

const en = {
  'team.emailTaken': 'Email already subscribed.',
  'team.emailsValid': 'Every address can be invited.',
  'team.invited':
    '{count, plural, one {# invitation has been sent.} other {# invitations have been sent.}}',
  'team.bookkeeperUnavailable': 'Your company cannot invite bookkeepers.',
  'team.delegateRole': 'Only admins and employees can be signed up directly.',
  'team.oneOwner': 'Only one person can be invited as the Primary Account Owner.',
  'team.memberNotFound': 'This person is not in your company.',
  'team.notYourself': 'You cannot change your own role or status, or delete yourself.',
  'team.lastAdmin': 'Your company needs at least one active admin.',
  'team.pendingStatus':
    'This person has not set a password yet: cancel the invitation instead of changing the status.',
  'team.userUpdated': '{name} has been updated.',
  'team.userDeleted': '{name} has been deleted.',
  'team.invitationNotPending': 'This person has no pending invitation.',
  'team.invitationResent': 'The invitation has been sent again to {email}.',
  'team.invitationCancelled': 'The invitation to {email} has been cancelled.',
  'team.invitationTooSoon':
    'The invitation was sent moments ago. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'team.groupNotFound': 'This department or location does not exist any more.',
  'team.departmentNameTaken': 'A department with this name already exists.',
  'team.locationNameTaken': 'A location with this name already exists.',
  'team.departmentCreated': 'The department {name} has been added.',
  'team.locationCreated': 'The location {name} has been added.',
  'team.groupRenamed': 'Renamed to {name}.',
  'team.groupDeleted': '{name} has been deleted.',
  'team.groupMembersSaved': '{name} now has {count, plural, one {# person} other {# people}}.',
  'pao.notActiveUser': 'Choose an active person of your company.',
  'pao.notTheCaller': 'Only you can declare yourself the Primary Account Owner.',
  'mail.invitation.subject': '{inviter} invited you to {company} on Outlay',
  'mail.invitationElsewhere.text':
    'Hello {name}, {inviter} invited you to join {company} on Outlay, but this address already has an Outlay account with another company, so nothing was changed. To join {company}, ask {inviter} to invite another address of yours.',
  'mail.invitation.text':
    'Hello {name}, {inviter} invited you to join {company} on Outlay. Open this link within {days, plural, one {# day} other {# days}} to set your password: {link}',
  'mail.delegate.subject': '{inviter} registered you as their delegate at {company} on Outlay',
  'mail.delegate.text':
    'Hello {name}, {inviter} signed you up directly as their delegate at {company} on Outlay: you will act on their behalf, and what you do is recorded as done for them. Open this link within {days, plural, one {# day} other {# days}} to set your password: {link}',
  'team.delegateRegistered':
    '{name} is now your delegate. We emailed them a link to set their password.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'team.emailTaken': 'Este correo ya está registrado.',
  'team.emailsValid': 'Se puede invitar a todas las direcciones.',
  'team.invited':
    '{count, plural, one {Se envió # invitación.} other {Se enviaron # invitaciones.}}',
  'team.bookkeeperUnavailable': 'Tu empresa no puede invitar a contadores.',
  'team.delegateRole': 'Solo los administradores y los empleados pueden registrarse directamente.',
  'team.oneOwner': 'Solo se puede invitar a una persona como Titular Principal de la Cuenta.',
  'team.memberNotFound': 'Esta persona no pertenece a tu empresa.',
  'team.notYourself': 'No puedes cambiar tu propio rol o estado, ni eliminarte.',
  'team.lastAdmin': 'Tu empresa necesita al menos un administrador activo.',
  'team.pendingStatus':
    'Esta persona aún no ha creado su contraseña: cancela la invitación en lugar de cambiar el estado.',
  'team.userUpdated': 'Se actualizó a {name}.',
  'team.userDeleted': 'Se eliminó a {name}.',
  'team.invitationNotPending': 'Esta persona no tiene una invitación pendiente.',
  'team.invitationResent': 'La invitación se envió de nuevo a {email}.',
  'team.invitationCancelled': 'Se canceló la invitación a {email}.',
  'team.invitationTooSoon':
    'La invitación se envió hace un momento. Vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'team.groupNotFound': 'Este departamento o ubicación ya no existe.',
  'team.departmentNameTaken': 'Ya existe un departamento con este nombre.',
  'team.locationNameTaken': 'Ya existe una ubicación con este nombre.',
  'team.departmentCreated': 'Se agregó el departamento {name}.',
  'team.locationCreated': 'Se agregó la ubicación {name}.',
  'team.groupRenamed': 'Se cambió el nombre a {name}.',
  'team.groupDeleted': 'Se eliminó {name}.',
  'team.groupMembersSaved':
    '{name} ahora tiene {count, plural, one {# persona} other {# personas}}.',
  'pao.notActiveUser': 'Elige a una persona activa de tu empresa.',
  'pao.notTheCaller': 'Solo tú puedes declararte Titular Principal de la Cuenta.',
  'mail.invitation.subject': '{inviter} te invitó a {company} en Outlay',
  'mail.invitationElsewhere.text':
    'Hola {name}, {inviter} te invitó a unirte a {company} en Outlay, pero esta dirección ya tiene una cuenta de Outlay con otra empresa, así que no se cambió nada. Para unirte a {company}, pide a {inviter} que invite otra dirección tuya.',
  'mail.invitation.text':
    'Hola {name}, {inviter} te invitó a unirte a {company} en Outlay. Abre este enlace en un plazo de {days, plural, one {# día} other {# días}} para crear tu contraseña: {link}',
  'mail.delegate.subject': '{inviter} te registró como su delegado en {company} en Outlay',
  'mail.delegate.text':
    'Hola {name}, {inviter} te registró directamente como su delegado en {company} en Outlay: actuarás en su nombre, y lo que hagas quedará registrado como hecho por él o ella. Abre este enlace en un plazo de {days, plural, one {# día} other {# días}} para crear tu contraseña: {link}',
  'team.delegateRegistered':
    '{name} ahora es tu delegado. Le enviamos un enlace para crear su contraseña.',
};

const pt: Catalog = {
  'team.emailTaken': 'Este e-mail já está cadastrado.',
  'team.emailsValid': 'Todos os endereços podem ser convidados.',
  'team.invited':
    '{count, plural, one {# convite foi enviado.} other {# convites foram enviados.}}',
  'team.bookkeeperUnavailable': 'Sua empresa não pode convidar contadores.',
  'team.delegateRole': 'Somente administradores e funcionários podem ser cadastrados diretamente.',
  'team.oneOwner': 'Somente uma pessoa pode ser convidada como Titular Principal da Conta.',
  'team.memberNotFound': 'Esta pessoa não faz parte da sua empresa.',
  'team.notYourself': 'Você não pode alterar a sua própria função ou status, nem se excluir.',
  'team.lastAdmin': 'Sua empresa precisa de pelo menos um administrador ativo.',
  'team.pendingStatus':
    'Esta pessoa ainda não criou a senha: cancele o convite em vez de alterar o status.',
  'team.userUpdated': '{name} foi atualizado.',
  'team.userDeleted': '{name} foi excluído.',
  'team.invitationNotPending': 'Esta pessoa não tem um convite pendente.',
  'team.invitationResent': 'O convite foi enviado novamente para {email}.',
  'team.invitationCancelled': 'O convite para {email} foi cancelado.',
  'team.invitationTooSoon':
    'O convite foi enviado há pouco. Tente novamente em {seconds, plural, one {# segundo} other {# segundos}}.',
  'team.groupNotFound': 'Este departamento ou local não existe mais.',
  'team.departmentNameTaken': 'Já existe um departamento com este nome.',
  'team.locationNameTaken': 'Já existe um local com este nome.',
  'team.departmentCreated': 'O departamento {name} foi adicionado.',
  'team.locationCreated': 'O local {name} foi adicionado.',
  'team.groupRenamed': 'O nome foi alterado para {name}.',
  'team.groupDeleted': '{name} foi excluído.',
  'team.groupMembersSaved': '{name} agora tem {count, plural, one {# pessoa} other {# pessoas}}.',
  'pao.notActiveUser': 'Escolha uma pessoa ativa da sua empresa.',
  'pao.notTheCaller': 'Somente você pode se declarar Titular Principal da Conta.',
  'mail.invitation.subject': '{inviter} convidou você para {company} no Outlay',
  'mail.invitationElsewhere.text':
    'Olá, {name}. {inviter} convidou você para entrar em {company} no Outlay, mas este endereço já tem uma conta do Outlay com outra empresa, então nada foi alterado. Para entrar em {company}, peça a {inviter} que convide outro endereço seu.',
  'mail.invitation.text':
    'Olá, {name}. {inviter} convidou você para entrar em {company} no Outlay. Abra este link em até {days, plural, one {# dia} other {# dias}} para criar a sua senha: {link}',
  'mail.delegate.subject': '{inviter} registrou você como delegado em {company} no Outlay',
  'mail.delegate.text':
    'Olá, {name}. {inviter} cadastrou você diretamente como delegado em {company} no Outlay: você vai agir em nome dessa pessoa, e o que fizer ficará registrado como feito por ela. Abra este link em até {days, plural, one {# dia} other {# dias}} para criar a sua senha: {link}',
  'team.delegateRegistered': '{name} agora é seu delegado. Enviamos um link para criar a senha.',
};

export const teamMessages = { en, es, pt };
