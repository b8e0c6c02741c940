/**
 * Runs React DOM's module code (React's too) when its chunk is evaluated, not inside the app's entry: vite.config.ts
 * puts this file in the react-dom chunk, and the boot file evaluates that chunk in a task of its own. Without it the
 * chunk only declares React DOM, and the entry's evaluation runs it.
 */
import 'react';
import 'react-dom/client';
