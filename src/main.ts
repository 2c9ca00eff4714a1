import { mount } from 'svelte';
import App from './ui/shell/App.svelte';
import './ui/shell/global.css';

mount(App, { target: document.getElementById('app')! });
