import type { Language } from '@snackparty/protocol';

/** A mail with a call to action: the subject, what it is about, and the label of the yellow button. */
interface ActionMail {
  subject: string;
  body: string;
  button: string;
}

export interface MailMessages {
  /** `{name}` is the recipient's name. */
  greeting: string;
  /** For mails the recipient may not have asked for. */
  ignore: string;
  /** Above the plain link, for mail readers that do not show the button. */
  linkHint: string;
  unsubscribe: string;
  footer: string;
  verify: ActionMail;
  reset: ActionMail;
  delete: ActionMail;
  /** `{inviter}` is who sent the invitation. */
  invite: ActionMail;
  signupAttempt: ActionMail;
  newsletter: ActionMail;
  /** `{name}` and `{email}` are the sender's. */
  contact: { subject: string; body: string };
}

/** Mail wording in every language of the app (spec section 9). */
export const MAIL_MESSAGES: Record<Language, MailMessages> = {
  en: {
    greeting: 'Hi {name},',
    ignore: 'If you did not ask for this, you can ignore this mail.',
    linkHint: 'If the button does not work, open this link:',
    unsubscribe: 'Unsubscribe from Snackparty news',
    footer: 'Snackparty: party games for one shared screen and everyone’s phones.',
    verify: { subject: 'Confirm your email address for Snackparty', body: 'Welcome to Snackparty! Confirm your email address to activate your account and start your free trial.', button: 'Confirm email address' },
    reset: { subject: 'Reset your Snackparty password', body: 'Someone asked to reset the password of your Snackparty account. The link works for one hour.', button: 'Choose a new password' },
    delete: { subject: 'Confirm the deletion of your Snackparty account', body: 'You asked to delete your Snackparty account. This removes your personal data for good. The link works for one hour.', button: 'Delete my account' },
    invite: { subject: 'You are invited to Snackparty', body: '{inviter} invited you to Snackparty, party games for the whole group. The invitation is valid for seven days.', button: 'Accept the invitation' },
    signupAttempt: { subject: 'Someone tried to sign up with your address', body: 'Someone tried to create a Snackparty account with this email address, but you already have one. Did you forget your password? You can reset it here.', button: 'Reset my password' },
    newsletter: { subject: 'You are subscribed to Snackparty news', body: 'Thanks for subscribing! We will send you news about new games and features now and then.', button: 'Open Snackparty' },
    contact: { subject: 'Contact form: message from {name}', body: '{name} <{email}> wrote through the contact form:' },
  },
  dk: {
    greeting: 'Hej {name},',
    ignore: 'Hvis du ikke har bedt om dette, kan du ignorere denne mail.',
    linkHint: 'Hvis knappen ikke virker, så åbn dette link:',
    unsubscribe: 'Afmeld nyheder fra Snackparty',
    footer: 'Snackparty: festspil til én fælles skærm og alles telefoner.',
    verify: { subject: 'Bekræft din e-mailadresse til Snackparty', body: 'Velkommen til Snackparty! Bekræft din e-mailadresse for at aktivere din konto og starte din gratis prøveperiode.', button: 'Bekræft e-mailadresse' },
    reset: { subject: 'Nulstil din adgangskode til Snackparty', body: 'Nogen har bedt om at nulstille adgangskoden til din Snackparty-konto. Linket virker i én time.', button: 'Vælg en ny adgangskode' },
    delete: { subject: 'Bekræft sletning af din Snackparty-konto', body: 'Du har bedt om at slette din Snackparty-konto. Dine personlige data fjernes permanent. Linket virker i én time.', button: 'Slet min konto' },
    invite: { subject: 'Du er inviteret til Snackparty', body: '{inviter} har inviteret dig til Snackparty, festspil for hele gruppen. Invitationen gælder i syv dage.', button: 'Tag imod invitationen' },
    signupAttempt: { subject: 'Nogen forsøgte at oprette en konto med din adresse', body: 'Nogen forsøgte at oprette en Snackparty-konto med denne e-mailadresse, men du har allerede en. Har du glemt din adgangskode? Du kan nulstille den her.', button: 'Nulstil min adgangskode' },
    newsletter: { subject: 'Du er tilmeldt nyheder fra Snackparty', body: 'Tak for din tilmelding! Vi sender dig nu og da nyheder om nye spil og funktioner.', button: 'Åbn Snackparty' },
    contact: { subject: 'Kontaktformular: besked fra {name}', body: '{name} <{email}> skrev via kontaktformularen:' },
  },
  nl: {
    greeting: 'Hoi {name},',
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze mail negeren.',
    linkHint: 'Werkt de knop niet? Open dan deze link:',
    unsubscribe: 'Afmelden voor nieuws van Snackparty',
    footer: 'Snackparty: partyspellen voor één gedeeld scherm en ieders telefoon.',
    verify: { subject: 'Bevestig je e-mailadres voor Snackparty', body: 'Welkom bij Snackparty! Bevestig je e-mailadres om je account te activeren en je gratis proefperiode te starten.', button: 'E-mailadres bevestigen' },
    reset: { subject: 'Stel je Snackparty-wachtwoord opnieuw in', body: 'Iemand heeft gevraagd het wachtwoord van je Snackparty-account opnieuw in te stellen. De link werkt één uur.', button: 'Kies een nieuw wachtwoord' },
    delete: { subject: 'Bevestig het verwijderen van je Snackparty-account', body: 'Je hebt gevraagd je Snackparty-account te verwijderen. Je persoonlijke gegevens worden definitief gewist. De link werkt één uur.', button: 'Mijn account verwijderen' },
    invite: { subject: 'Je bent uitgenodigd voor Snackparty', body: '{inviter} heeft je uitgenodigd voor Snackparty, partyspellen voor de hele groep. De uitnodiging is zeven dagen geldig.', button: 'Uitnodiging accepteren' },
    signupAttempt: { subject: 'Iemand probeerde zich aan te melden met jouw adres', body: 'Iemand probeerde een Snackparty-account aan te maken met dit e-mailadres, maar je hebt er al een. Wachtwoord vergeten? Je kunt het hier opnieuw instellen.', button: 'Wachtwoord opnieuw instellen' },
    newsletter: { subject: 'Je bent aangemeld voor nieuws van Snackparty', body: 'Bedankt voor je aanmelding! We sturen je af en toe nieuws over nieuwe spellen en functies.', button: 'Snackparty openen' },
    contact: { subject: 'Contactformulier: bericht van {name}', body: '{name} <{email}> schreef via het contactformulier:' },
  },
  de: {
    greeting: 'Hallo {name},',
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    linkHint: 'Wenn die Schaltfläche nicht funktioniert, öffne diesen Link:',
    unsubscribe: 'Snackparty-Neuigkeiten abbestellen',
    footer: 'Snackparty: Partyspiele für einen gemeinsamen Bildschirm und die Handys aller.',
    verify: { subject: 'Bestätige deine E-Mail-Adresse für Snackparty', body: 'Willkommen bei Snackparty! Bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren und deine kostenlose Testphase zu starten.', button: 'E-Mail-Adresse bestätigen' },
    reset: { subject: 'Setze dein Snackparty-Passwort zurück', body: 'Jemand hat angefordert, das Passwort deines Snackparty-Kontos zurückzusetzen. Der Link ist eine Stunde gültig.', button: 'Neues Passwort wählen' },
    delete: { subject: 'Bestätige das Löschen deines Snackparty-Kontos', body: 'Du hast angefordert, dein Snackparty-Konto zu löschen. Deine persönlichen Daten werden endgültig entfernt. Der Link ist eine Stunde gültig.', button: 'Mein Konto löschen' },
    invite: { subject: 'Du bist zu Snackparty eingeladen', body: '{inviter} hat dich zu Snackparty eingeladen, Partyspiele für die ganze Gruppe. Die Einladung ist sieben Tage gültig.', button: 'Einladung annehmen' },
    signupAttempt: { subject: 'Jemand wollte sich mit deiner Adresse registrieren', body: 'Jemand hat versucht, mit dieser E-Mail-Adresse ein Snackparty-Konto anzulegen, aber du hast schon eines. Passwort vergessen? Hier kannst du es zurücksetzen.', button: 'Passwort zurücksetzen' },
    newsletter: { subject: 'Du hast die Snackparty-Neuigkeiten abonniert', body: 'Danke für dein Abonnement! Wir schicken dir ab und zu Neuigkeiten über neue Spiele und Funktionen.', button: 'Snackparty öffnen' },
    contact: { subject: 'Kontaktformular: Nachricht von {name}', body: '{name} <{email}> schrieb über das Kontaktformular:' },
  },
  es: {
    greeting: 'Hola, {name}:',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
    linkHint: 'Si el botón no funciona, abre este enlace:',
    unsubscribe: 'Darse de baja de las noticias de Snackparty',
    footer: 'Snackparty: juegos de fiesta para una pantalla compartida y los móviles de todos.',
    verify: { subject: 'Confirma tu correo electrónico para Snackparty', body: '¡Bienvenido a Snackparty! Confirma tu dirección de correo para activar tu cuenta y empezar tu prueba gratuita.', button: 'Confirmar correo electrónico' },
    reset: { subject: 'Restablece tu contraseña de Snackparty', body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Snackparty. El enlace funciona durante una hora.', button: 'Elegir una contraseña nueva' },
    delete: { subject: 'Confirma la eliminación de tu cuenta de Snackparty', body: 'Has pedido eliminar tu cuenta de Snackparty. Tus datos personales se borrarán para siempre. El enlace funciona durante una hora.', button: 'Eliminar mi cuenta' },
    invite: { subject: 'Te han invitado a Snackparty', body: '{inviter} te ha invitado a Snackparty, juegos de fiesta para todo el grupo. La invitación es válida durante siete días.', button: 'Aceptar la invitación' },
    signupAttempt: { subject: 'Alguien intentó registrarse con tu dirección', body: 'Alguien intentó crear una cuenta de Snackparty con este correo, pero ya tienes una. ¿Has olvidado tu contraseña? Puedes restablecerla aquí.', button: 'Restablecer mi contraseña' },
    newsletter: { subject: 'Te has suscrito a las noticias de Snackparty', body: '¡Gracias por suscribirte! De vez en cuando te enviaremos novedades sobre juegos y funciones nuevas.', button: 'Abrir Snackparty' },
    contact: { subject: 'Formulario de contacto: mensaje de {name}', body: '{name} <{email}> escribió mediante el formulario de contacto:' },
  },
  fr: {
    greeting: 'Bonjour {name},',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message.',
    linkHint: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    unsubscribe: 'Se désabonner des nouvelles de Snackparty',
    footer: 'Snackparty : des jeux de soirée pour un écran partagé et les téléphones de tous.',
    verify: { subject: 'Confirmez votre adresse e-mail pour Snackparty', body: 'Bienvenue sur Snackparty ! Confirmez votre adresse e-mail pour activer votre compte et commencer votre essai gratuit.', button: 'Confirmer l’adresse e-mail' },
    reset: { subject: 'Réinitialisez votre mot de passe Snackparty', body: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Snackparty. Le lien est valable une heure.', button: 'Choisir un nouveau mot de passe' },
    delete: { subject: 'Confirmez la suppression de votre compte Snackparty', body: 'Vous avez demandé la suppression de votre compte Snackparty. Vos données personnelles seront effacées définitivement. Le lien est valable une heure.', button: 'Supprimer mon compte' },
    invite: { subject: 'Vous êtes invité sur Snackparty', body: '{inviter} vous invite sur Snackparty, des jeux de soirée pour tout le groupe. L’invitation est valable sept jours.', button: 'Accepter l’invitation' },
    signupAttempt: { subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse', body: 'Quelqu’un a tenté de créer un compte Snackparty avec cette adresse e-mail, mais vous en avez déjà un. Mot de passe oublié ? Vous pouvez le réinitialiser ici.', button: 'Réinitialiser mon mot de passe' },
    newsletter: { subject: 'Vous êtes abonné aux nouvelles de Snackparty', body: 'Merci de votre abonnement ! Nous vous enverrons de temps en temps des nouvelles sur les jeux et fonctions à venir.', button: 'Ouvrir Snackparty' },
    contact: { subject: 'Formulaire de contact : message de {name}', body: '{name} <{email}> a écrit via le formulaire de contact :' },
  },
  pl: {
    greeting: 'Cześć {name},',
    ignore: 'Jeśli to nie Ty, możesz zignorować tę wiadomość.',
    linkHint: 'Jeśli przycisk nie działa, otwórz ten link:',
    unsubscribe: 'Wypisz się z wiadomości Snackparty',
    footer: 'Snackparty: gry imprezowe na jeden wspólny ekran i telefony wszystkich.',
    verify: { subject: 'Potwierdź swój adres e-mail w Snackparty', body: 'Witaj w Snackparty! Potwierdź swój adres e-mail, aby aktywować konto i rozpocząć bezpłatny okres próbny.', button: 'Potwierdź adres e-mail' },
    reset: { subject: 'Zresetuj hasło do Snackparty', body: 'Ktoś poprosił o zresetowanie hasła do Twojego konta Snackparty. Link działa przez godzinę.', button: 'Ustaw nowe hasło' },
    delete: { subject: 'Potwierdź usunięcie konta Snackparty', body: 'Poprosiłeś o usunięcie konta Snackparty. Twoje dane osobowe zostaną trwale usunięte. Link działa przez godzinę.', button: 'Usuń moje konto' },
    invite: { subject: 'Zaproszenie do Snackparty', body: '{inviter} zaprasza Cię do Snackparty, gier imprezowych dla całej grupy. Zaproszenie jest ważne przez siedem dni.', button: 'Przyjmij zaproszenie' },
    signupAttempt: { subject: 'Ktoś próbował zarejestrować się Twoim adresem', body: 'Ktoś próbował założyć konto Snackparty z tym adresem e-mail, ale masz już konto. Nie pamiętasz hasła? Możesz je zresetować tutaj.', button: 'Zresetuj hasło' },
    newsletter: { subject: 'Subskrybujesz wiadomości Snackparty', body: 'Dziękujemy za subskrypcję! Od czasu do czasu wyślemy Ci wiadomości o nowych grach i funkcjach.', button: 'Otwórz Snackparty' },
    contact: { subject: 'Formularz kontaktowy: wiadomość od {name}', body: '{name} <{email}> napisał(a) przez formularz kontaktowy:' },
  },
  sk: {
    greeting: 'Ahoj {name},',
    ignore: 'Ak ste o to nežiadali, tento e-mail môžete ignorovať.',
    linkHint: 'Ak tlačidlo nefunguje, otvorte tento odkaz:',
    unsubscribe: 'Odhlásiť sa z noviniek Snackparty',
    footer: 'Snackparty: párty hry pre jednu spoločnú obrazovku a telefóny všetkých.',
    verify: { subject: 'Potvrďte svoju e-mailovú adresu pre Snackparty', body: 'Vitajte v Snackparty! Potvrďte svoju e-mailovú adresu, aby ste aktivovali účet a spustili bezplatnú skúšobnú dobu.', button: 'Potvrdiť e-mailovú adresu' },
    reset: { subject: 'Obnovte si heslo do Snackparty', body: 'Niekto požiadal o obnovenie hesla k vášmu účtu Snackparty. Odkaz platí jednu hodinu.', button: 'Zvoliť nové heslo' },
    delete: { subject: 'Potvrďte zrušenie účtu Snackparty', body: 'Požiadali ste o zrušenie účtu Snackparty. Vaše osobné údaje budú natrvalo odstránené. Odkaz platí jednu hodinu.', button: 'Zrušiť môj účet' },
    invite: { subject: 'Máte pozvánku do Snackparty', body: '{inviter} vás pozýva do Snackparty, párty hier pre celú partiu. Pozvánka platí sedem dní.', button: 'Prijať pozvánku' },
    signupAttempt: { subject: 'Niekto sa pokúsil zaregistrovať s vašou adresou', body: 'Niekto sa pokúsil vytvoriť účet Snackparty s touto e-mailovou adresou, ale vy už účet máte. Zabudli ste heslo? Tu si ho môžete obnoviť.', button: 'Obnoviť heslo' },
    newsletter: { subject: 'Odoberáte novinky Snackparty', body: 'Ďakujeme za prihlásenie! Občas vám pošleme novinky o nových hrách a funkciách.', button: 'Otvoriť Snackparty' },
    contact: { subject: 'Kontaktný formulár: správa od {name}', body: '{name} <{email}> napísal(a) cez kontaktný formulár:' },
  },
  ro: {
    greeting: 'Salut, {name},',
    ignore: 'Dacă nu ai cerut acest lucru, poți ignora acest e-mail.',
    linkHint: 'Dacă butonul nu funcționează, deschide acest link:',
    unsubscribe: 'Dezabonează-te de la noutățile Snackparty',
    footer: 'Snackparty: jocuri de petrecere pentru un ecran comun și telefoanele tuturor.',
    verify: { subject: 'Confirmă-ți adresa de e-mail pentru Snackparty', body: 'Bine ai venit la Snackparty! Confirmă-ți adresa de e-mail pentru a-ți activa contul și a începe perioada de probă gratuită.', button: 'Confirmă adresa de e-mail' },
    reset: { subject: 'Resetează-ți parola Snackparty', body: 'Cineva a cerut resetarea parolei contului tău Snackparty. Linkul este valabil o oră.', button: 'Alege o parolă nouă' },
    delete: { subject: 'Confirmă ștergerea contului Snackparty', body: 'Ai cerut ștergerea contului tău Snackparty. Datele tale personale vor fi șterse definitiv. Linkul este valabil o oră.', button: 'Șterge-mi contul' },
    invite: { subject: 'Ai fost invitat pe Snackparty', body: '{inviter} te-a invitat pe Snackparty, jocuri de petrecere pentru tot grupul. Invitația este valabilă șapte zile.', button: 'Acceptă invitația' },
    signupAttempt: { subject: 'Cineva a încercat să se înregistreze cu adresa ta', body: 'Cineva a încercat să creeze un cont Snackparty cu această adresă de e-mail, dar ai deja unul. Ți-ai uitat parola? O poți reseta aici.', button: 'Resetează parola' },
    newsletter: { subject: 'Te-ai abonat la noutățile Snackparty', body: 'Mulțumim pentru abonare! Îți vom trimite din când în când noutăți despre jocuri și funcții noi.', button: 'Deschide Snackparty' },
    contact: { subject: 'Formular de contact: mesaj de la {name}', body: '{name} <{email}> a scris prin formularul de contact:' },
  },
};
