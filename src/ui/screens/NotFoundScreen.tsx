import { quoteInput } from '../../rules';
import { navigate } from '../router';

/** An address that names no screen: what was asked for, on one line, and the way home. */
export function NotFoundScreen({ address }: { address: string }) {
  return (
    <div class="home">
      <p role="alert">There is no screen at the address {quoteInput(safeDecode(address))}.</p>
      <nav class="home-actions" aria-label="Way out">
        <button type="button" onClick={() => navigate('home')}>
          Go to the home screen
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
