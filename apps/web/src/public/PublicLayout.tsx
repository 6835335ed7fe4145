import { Outlet } from 'react-router';
import { Analytics } from './Analytics.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import classes from './PublicLayout.module.css';

/** The public site's shell: skip link, header, the screen, footer, and the optional analytics. */
export function PublicLayout() {
  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <Header />
      {/* tabIndex lets the skip link move keyboard focus into the content. */}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <Analytics />
    </div>
  );
}
