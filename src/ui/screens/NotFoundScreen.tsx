import { message } from '../../i18n/speech';
import { quoteInput } from '../../rules';
import { navigate } from '../router';

/** An address that names no screen: what was asked for, on one line, and the way home. */
export function NotFoundScreen({ address }: { address: string }) {
  return (
    <div class="home">
      <p role="alert">{message('notFound.address', { address: quoteInput(safeDecode(address)) })}</p>
      <nav class="home-actions" aria-label={message('notFound.wayOut')}>
        <button type="button" onClick={() => navigate('home')}>
          {message('screen.goHome')}
        </button>
      </nav>
    </div>
  );
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
