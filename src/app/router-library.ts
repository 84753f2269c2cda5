/**
 * React Router alone, for src/main.tsx to evaluate in a task of its own before the app tree (a
 * named re-export, so the build keeps only what the app uses of it).
 */
export { createBrowserRouter } from 'react-router-dom';
