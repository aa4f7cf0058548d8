import { nextTask } from './boot/nextTask';

// The shared singletons are negotiated before the app runs, so the app starts asynchronously.
// Its code is evaluated in several tasks instead of one: React, the other libraries, the contract
// (@vx/shared), the page language's number formats, then the app. Between them the browser paints
// and answers input, and no task blocks it long (TBT, issue 9).
void import(/* webpackChunkName: "react" */ './boot/react')
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "libraries" */ './boot/libraries'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "contract" */ './boot/contract'))
  .then(async ({ warmNumberFormats }) => {
    await nextTask();
    warmNumberFormats();
  })
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
