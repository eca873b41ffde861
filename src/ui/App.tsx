import { EDITIONS } from '../rules/editions';

/** The home screen. Game tracking and the calculator screens plug in here. */
export function App() {
  return (
    <main class="home">
      <h1>El Grande Companion</h1>
      <p>Mirror the board beside the box, check every move and settle every scoring with its reasons.</p>
      <section aria-labelledby="editions-heading">
        <h2 id="editions-heading">Supported rule editions</h2>
        <ul>
          {Object.values(EDITIONS).map((edition) => (
            <li key={edition.id}>{edition.name}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
